import Foundation
import Glibc
import MVVMPluginKit
import Model

/// Takes the plugins at start-up: the built-in ones first, in the order given, then the
/// libraries it finds (`PluginLocations`), each opened, its kit identity exchanged through
/// its `mvvm_plugin_entry`. Both kinds register through a `PluginRegistrar` and the catalog
/// takes what they registered. Nothing a plugin does wrong stops the shell from starting;
/// every plugin gets an entry in the report saying what happened. A library or directory
/// that someone else could have changed is refused (`PluginFileSafety`), and a plugin
/// still loading after `slowLoading` is named on standard error, with what Ctrl-C then
/// does.
public struct PluginLoader {
  private typealias Entry =
    @convention(c) (
      UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutableRawPointer
    ) -> Int32

  private let locations: PluginLocations
  private let quarantine: PluginQuarantine?
  private let isEnabled: Bool

  /// How long a plugin may take to load before it is named on standard error.
  static let slowLoading: DispatchTimeInterval = .seconds(3)

  /// A loader for the places `environment` and `explicitPaths` name, keeping its crash
  /// marker in `stateDirectory` (none: no marker). Disabled, it loads no library.
  public init(
    environment: [String: String], explicitPaths: [String], stateDirectory: String?,
    isEnabled: Bool = true
  ) {
    locations = PluginLocations(environment: environment, explicitPaths: explicitPaths)
    quarantine = stateDirectory.map(PluginQuarantine.init(stateDirectory:))
    self.isEnabled = isEnabled
  }

  /// Takes `builtIns`, then every plugin library found.
  public func load(builtIns: [BuiltInPlugin]) -> Plugins {
    let catalog = PluginCatalog()
    var report = PluginReport()
    for plugin in builtIns {
      report.builtIn.append(
        PluginReport.Entry(builtIn: plugin.name, outcome: take(plugin, into: catalog)))
    }
    if isEnabled {
      for entry in locations.relativeEntries {
        report.libraries.append(
          PluginReport.Entry(
            path: entry,
            outcome: .failed(
              reason: "refused: MVVM_PLUGIN_PATH entries must be absolute paths (a relative"
                + " one loads whatever is in the directory mvvm starts in)")))
      }
      var seen: Set<String> = []
      // The markers of crashed starts are read before the first library loads (when
      // none is found, they wait for a start that finds one).
      var hasRecovered = false
      for location in locations.locations {
        report.searched.append(location.path)
        for (path, isExplicit) in libraries(at: location, report: &report) {
          let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
          guard seen.insert(resolved).inserted else { continue }
          if !hasRecovered {
            quarantine?.recoverFromCrash()
            hasRecovered = true
          }
          let outcome = load(resolved, isExplicit: isExplicit, into: catalog, report: &report)
          report.libraries.append(PluginReport.Entry(path: path, outcome: outcome))
        }
      }
    } else {
      report.isDisabled = true
    }
    var plugins = catalog.plugins
    plugins.report = report
    return plugins
  }

  /// Lets a built-in plugin register, as a library's entry point would.
  private func take(_ plugin: BuiltInPlugin, into catalog: PluginCatalog)
    -> PluginReport.Entry.Outcome
  {
    let registrar = PluginRegistrar(name: plugin.name)
    do {
      try plugin.register(registrar)
    } catch {
      return .failed(reason: "its registration threw an error: \(error)")
    }
    return outcome(of: registrar, in: catalog, isBuiltIn: true)
  }

  /// What the catalog made of what `registrar` holds.
  private func outcome(of registrar: PluginRegistrar, in catalog: PluginCatalog, isBuiltIn: Bool)
    -> PluginReport.Entry.Outcome
  {
    if let failure = registrar.failure {
      return .failed(reason: "its registration threw an error: \(failure)")
    }
    switch catalog.accept(registrar, isBuiltIn: isBuiltIn) {
    case .success(let registered):
      return .loaded(name: registrar.name, version: registrar.version, registered: registered)
    case .failure(let clashes):
      return .failed(reason: "\(clashes)")
    }
  }

  /// The libraries a location names; a missing place is recorded unless it is optional.
  private func libraries(at location: PluginLocations.Location, report: inout PluginReport)
    -> [(String, Bool)]
  {
    // `stat`, not FileManager, which start-up (finding no plugin directory) would page in.
    var status = stat()
    guard stat(location.path, &status) == 0 else {
      if !location.isOptional {
        report.libraries.append(
          PluginReport.Entry(
            path: location.path, outcome: .failed(reason: "no such file or directory")))
      }
      return []
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [(location.path, location.isExplicit)] }
    if let refusal = PluginFileSafety.refusal(ofDirectory: location.path) {
      report.libraries.append(
        PluginReport.Entry(path: location.path, outcome: .failed(reason: refusal)))
      return []
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: location.path)) ?? []
    // A plugin package's build directory also holds the kit's library, which is no plugin.
    let libraries = names.filter { PluginLocations.isLibraryName($0) && !Self.isKitLibrary($0) }
      .sorted()
    if libraries.isEmpty && location.isExplicit {
      report.libraries.append(
        PluginReport.Entry(
          path: location.path, outcome: .failed(reason: "no plugin libraries in it")))
    }
    return libraries.map {
      (PathText.appending($0, to: location.path), location.isExplicit)
    }
  }

  /// Opens one library and lets it register, behind the crash marker and the watch for
  /// a slow start; says in `report` when the marker cannot be written.
  private func load(
    _ path: String, isExplicit: Bool, into catalog: PluginCatalog, report: inout PluginReport
  ) -> PluginReport.Entry.Outcome {
    if let refusal = PluginFileSafety.refusal(ofLibrary: path) {
      return .failed(reason: refusal)
    }
    if let quarantine, !isExplicit, quarantine.skipped.contains(path) {
      return .failed(reason: quarantine.reason(for: path))
    }
    var isMarked = false
    if let quarantine {
      do {
        try quarantine.willLoad(path)
        isMarked = true
      } catch {
        let warning =
          "cannot write the crash marker \(quarantine.markerPath) (\(error.localizedDescription)):"
          + " a plugin that stops mvvm while loading will stop it again at every start;"
          + " make \(quarantine.stateDirectory) writable, or start with --no-plugins"
        if !report.warnings.contains(warning) { report.warnings.append(warning) }
      }
    }
    let watch = DispatchWorkItem {
      let skips = isMarked && !isExplicit ? ", and the next start skips it" : ""
      let line = "mvvm: plugin \(path) is still loading; Ctrl-C ends mvvm\(skips)\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.slowLoading, execute: watch)
    let outcome = open(path, into: catalog)
    watch.cancel()
    quarantine?.didLoad()
    if case .loaded = outcome { quarantine?.release(path) }
    return outcome
  }

  private func open(_ path: String, into catalog: PluginCatalog) -> PluginReport.Entry.Outcome {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let message = dlerror().map { String(cString: $0) } ?? "unknown error"
      return .failed(reason: "not a loadable library: \(message)")
    }
    guard let symbol = dlsym(handle, PluginEntry.symbolName) else {
      return .failed(reason: "not a plugin: it has no \(PluginEntry.symbolName) function")
    }
    let entry = unsafeBitCast(symbol, to: Entry.self)
    let registrar = PluginRegistrar(name: Self.defaultName(of: path))
    var identity = [CChar](repeating: 0, count: PluginEntry.identityCapacity)
    let host = KitIdentity.builtText
    let status = withExtendedLifetime(registrar) {
      host.withCString { host in
        entry(
          host, &identity, Int32(identity.count),
          Unmanaged.passUnretained(registrar).toOpaque())
      }
    }
    switch status {
    case PluginEntry.accepted:
      // The handshake writes the plugin's identity and answers `accepted` only when it is
      // the host's: an entry point that answers so without it skipped the kit check.
      guard Self.text(of: identity) == host else {
        return .failed(
          reason: "not a plugin: its entry point answered \(status) without the kit handshake"
            + " (PluginEntry.handshake), so its kit was never checked")
      }
      return outcome(of: registrar, in: catalog, isBuiltIn: false)
    case PluginEntry.refused:
      guard let plugin = KitIdentity(text: Self.text(of: identity)) else {
        return .failed(reason: "wrong kit: its kit identity is unreadable; rebuild the plugin")
      }
      let why = KitIdentity.ofThisBuild.refusal(ofPluginBuiltWith: plugin) ?? "identities differ"
      return .failed(reason: "wrong kit: \(why)")
    default:
      return .failed(reason: "not a plugin: its entry point answered \(status)")
    }
  }

  /// The text of a NUL-terminated identity buffer.
  private static func text(of identity: [CChar]) -> String {
    String(decoding: identity.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether `name` is the plugin kit's own library (`libMVVMPluginKit.so`).
  static func isKitLibrary(_ name: String) -> Bool {
    defaultName(of: name) == "MVVMPluginKit"
  }

  /// `libTodoPlugin.so` is `TodoPlugin`.
  static func defaultName(of path: String) -> String {
    var name = PathText.lastComponent(of: path)
    if name.hasPrefix("lib") { name.removeFirst(3) }
    if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
    return name
  }
}
