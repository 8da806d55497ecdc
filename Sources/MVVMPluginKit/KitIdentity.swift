/// Which plugin kit a binary was built against: the kit's version, the compiler, and a
/// hash of the kit's sources (generated at build time, see `Plugins/KitIdentity`).
///
/// Swift has no binary stability across changes to the kit on Linux, so a plugin is only
/// run by an `mvvm` whose identity is the same in all three. The `built…` members are
/// emitted into each client: a plugin answers with the identity it was compiled with,
/// even though at run time it binds to the host's copy of the kit's code.
public struct KitIdentity: Equatable, Sendable {
  /// The kit's version; raise it when the registration API changes on purpose.
  public let version: String
  /// The compiler's version line.
  public let compiler: String
  /// The hash of the kit's sources.
  public let sourceHash: String

  /// The version of the kit's registration API this copy was built from.
  @_alwaysEmitIntoClient
  public static var builtVersion: String { "2" }

  /// This build's identity as the handshake sends it: three lines, version, compiler,
  /// source hash.
  @_alwaysEmitIntoClient
  public static var builtText: String {
    "kit \(builtVersion)\n\(builtCompiler)\nsources \(builtSourceHash)"
  }

  /// The identity of the binary that calls it.
  @_alwaysEmitIntoClient
  public static var ofThisBuild: KitIdentity {
    KitIdentity(version: builtVersion, compiler: builtCompiler, sourceHash: builtSourceHash)
  }

  /// An identity with the given parts.
  public init(version: String, compiler: String, sourceHash: String) {
    self.version = version
    self.compiler = compiler
    self.sourceHash = sourceHash
  }

  /// Reads the handshake's text form (`builtText`); nil when it is not one.
  public init?(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count == 3, lines[0].hasPrefix("kit "), lines[2].hasPrefix("sources ") else {
      return nil
    }
    self.init(
      version: String(lines[0].dropFirst(4)), compiler: lines[1],
      sourceHash: String(lines[2].dropFirst(8)))
  }

  /// Why a plugin built with `plugin` cannot run in a host built with `self`, and what to
  /// rebuild; nil when they agree.
  public func refusal(ofPluginBuiltWith plugin: KitIdentity) -> String? {
    if plugin.version != version {
      return
        "it was built against plugin kit \(plugin.version), this mvvm has kit \(version): "
        + "update the plugin's workbench dependency and rebuild the plugin"
    }
    if plugin.compiler != compiler {
      return
        "it was built with \(plugin.compiler), this mvvm with \(compiler): "
        + "rebuild the plugin with the toolchain that built mvvm"
    }
    if plugin.sourceHash != sourceHash {
      return
        "it was built against other kit sources (\(plugin.sourceHash.prefix(12))…, this mvvm "
        + "has \(sourceHash.prefix(12))…): rebuild the plugin against the workbench that built "
        + "this mvvm (swift build in the plugin's package), or rebuild mvvm"
    }
    return nil
  }
}
