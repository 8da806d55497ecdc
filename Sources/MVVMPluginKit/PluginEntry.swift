/// The body of a plugin's one C-named entry point, `mvvm_plugin_entry`. The host calls it
/// with its kit identity (a C string) and an opaque registrar; the plugin answers with its
/// own identity and touches the registrar only when the two agree, so no Swift value
/// crosses between binaries built against different kits.
///
/// A plugin declares the entry point once:
///
/// ```swift
/// @_cdecl("mvvm_plugin_entry")
/// public func mvvmPluginEntry(
///   _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
///   _ registrar: UnsafeMutableRawPointer
/// ) -> Int32 {
///   PluginEntry.handshake(host, identity, capacity, registrar) { try MyPlugin.register(with: $0) }
/// }
/// ```
public enum PluginEntry {
  /// The C name of the entry point the host looks up.
  public static let symbolName = "mvvm_plugin_entry"
  /// The size of the buffer the host gives for the plugin's identity.
  public static let identityCapacity = 1024
  /// Returned when the identities agree and `register` ran (an error it threw is recorded
  /// on the registrar).
  public static let accepted: Int32 = 0
  /// Returned when the identities differ; nothing was registered.
  public static let refused: Int32 = 1

  /// Writes this plugin's identity into `identity` (at most `capacity` bytes, NUL
  /// included), compares it with `host`, and when they agree calls `register` with the
  /// host's registrar. Compiled into the plugin, so the identity is the plugin's own.
  @_alwaysEmitIntoClient
  public static func handshake(
    _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
    _ registrar: UnsafeMutableRawPointer, register: (PluginRegistrar) throws -> Void
  ) -> Int32 {
    let mine = KitIdentity.builtText
    let bytes = Array(mine.utf8.prefix(max(0, Int(capacity) - 1)))
    for (index, byte) in bytes.enumerated() {
      identity[index] = CChar(bitPattern: byte)
    }
    if capacity > 0 { identity[bytes.count] = 0 }
    guard String(cString: host) == mine else { return 1 }
    let registrar = Unmanaged<PluginRegistrar>.fromOpaque(registrar).takeUnretainedValue()
    do {
      try register(registrar)
    } catch {
      registrar.reportFailure(error)
    }
    return 0
  }
}
