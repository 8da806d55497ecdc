/// What happened to the plugins at start-up, for `plugins`: the built-in ones, where the
/// loader looked for libraries, what loaded and what did not, with the reason.
public struct PluginReport: Equatable, Sendable {
  /// What happened to one plugin.
  public struct Entry: Equatable, Sendable {
    /// How it went.
    public enum Outcome: Equatable, Sendable {
      /// Taken: its name, version and what it registered (`app todos`).
      case loaded(name: String, version: String, registered: [String])
      /// Not taken, and why (missing file, not a plugin, wrong kit, a name clash, an
      /// error thrown while registering, skipped after a crash).
      case failed(reason: String)
    }

    /// The library's path as found; nil for a built-in plugin (then `name` says which).
    public let path: String?
    /// A built-in plugin's name.
    public let name: String?
    /// How it went.
    public let outcome: Outcome

    /// A library at `path`.
    public init(path: String, outcome: Outcome) {
      self.path = path
      self.name = nil
      self.outcome = outcome
    }

    /// The built-in plugin `name`.
    public init(builtIn name: String, outcome: Outcome) {
      self.path = nil
      self.name = name
      self.outcome = outcome
    }

    /// How the plugin is named in messages: its path, or `built-in NAME`.
    public var source: String { path ?? "built-in \(name ?? "plugin")" }
  }

  /// One entry per built-in plugin, in the order they registered.
  public var builtIn: [Entry] = []
  /// The directories and libraries searched, in order.
  public var searched: [String] = []
  /// One entry per library, in load order.
  public var libraries: [Entry] = []
  /// What went wrong beside the libraries (the crash marker could not be written).
  public var warnings: [String] = []
  /// Whether `--no-plugins` turned loading libraries off.
  public var isDisabled = false

  /// An empty report.
  public init() {}

  /// Every entry that failed, built in or not.
  public var failures: [(source: String, reason: String)] {
    (builtIn + libraries).compactMap { entry in
      guard case .failed(let reason) = entry.outcome else { return nil }
      return (entry.source, reason)
    }
  }

  /// The report as `plugins` prints it.
  public var text: String {
    var lines: [String] = []
    let builtIns = builtIn.compactMap { entry -> [String]? in
      guard case .loaded(let name, _, let registered) = entry.outcome else { return nil }
      return ["  \(name)", "    registered: " + Self.listing(registered)]
    }
    if !builtIns.isEmpty { lines += ["built in:"] + builtIns.flatMap { $0 } }
    if isDisabled {
      lines.append("loading plugins from libraries is off (--no-plugins)")
    } else {
      let loaded = libraries.compactMap { entry -> [String]? in
        guard case .loaded(let name, let version, let registered) = entry.outcome else {
          return nil
        }
        return [
          "  \(name) \(version)  \(entry.source)", "    registered: " + Self.listing(registered),
        ]
      }
      lines.append(loaded.isEmpty ? "no plugins loaded" : "loaded:")
      lines += loaded.flatMap { $0 }
    }
    if !failures.isEmpty {
      lines.append("not loaded:")
      lines += failures.map { "  \($0.source): \($0.reason)" }
    }
    if !isDisabled {
      lines.append(
        "searched: " + (searched.isEmpty ? "nothing" : searched.joined(separator: ", ")))
    }
    lines += warnings.map { "warning: \($0)" }
    return lines.joined(separator: "\n")
  }

  private static func listing(_ registered: [String]) -> String {
    registered.isEmpty ? "nothing" : registered.joined(separator: ", ")
  }
}
