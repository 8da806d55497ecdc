import Model

/// Where plugins are looked for: the user's plugin directory
/// (`${XDG_DATA_HOME:-~/.local/share}/mvvm/plugins/`), each directory of
/// `MVVM_PLUGIN_PATH` (colon-separated, absolute paths only), then each `--plugin PATH`
/// (a library or a directory of libraries).
struct PluginLocations {
  /// One place to look.
  struct Location: Equatable {
    /// A library or a directory.
    let path: String
    /// Given with `--plugin`: a missing path is reported, and a quarantined library is
    /// tried anyway.
    let isExplicit: Bool
    /// The user's plugin directory: quietly nothing when it does not exist.
    let isOptional: Bool
  }

  /// The places, in load order.
  let locations: [Location]
  /// The entries of `MVVM_PLUGIN_PATH` that are not absolute paths, which are refused:
  /// they would load from whatever directory `mvvm` starts in.
  let relativeEntries: [String]

  /// The places for `environment` and the `--plugin` paths.
  init(environment: [String: String], explicitPaths: [String]) {
    var locations: [Location] = []
    if let dataHome = Self.dataHome(environment) {
      let directory = PathText.appending("mvvm/plugins", to: dataHome)
      locations.append(Location(path: directory, isExplicit: false, isOptional: true))
    }
    var relativeEntries: [String] = []
    for directory in (environment["MVVM_PLUGIN_PATH"] ?? "").split(separator: ":") {
      guard directory.hasPrefix("/") else {
        relativeEntries.append(String(directory))
        continue
      }
      locations.append(Location(path: String(directory), isExplicit: false, isOptional: false))
    }
    for path in explicitPaths {
      locations.append(Location(path: path, isExplicit: true, isOptional: false))
    }
    self.locations = locations
    self.relativeEntries = relativeEntries
  }

  /// `XDG_DATA_HOME` when absolute, else `~/.local/share`; nil without a home.
  private static func dataHome(_ environment: [String: String]) -> String? {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return PathText.appending(".local/share", to: home)
  }

  /// Whether `name` looks like a shared library on this platform.
  static func isLibraryName(_ name: String) -> Bool {
    #if os(macOS)
      name.hasSuffix(".dylib")
    #else
      name.hasSuffix(".so")
    #endif
  }
}
