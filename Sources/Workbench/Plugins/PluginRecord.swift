/// What happened to one plugin library at start-up.
public struct PluginRecord: Equatable, Sendable {
  /// How it went.
  public enum Outcome: Equatable, Sendable {
    /// Loaded: its name, version and what it registered (`app todos`).
    case loaded(name: String, version: String, registered: [String])
    /// Not loaded, and why (missing file, not a plugin, wrong kit, a name clash, an error
    /// thrown while registering, skipped after a crash).
    case failed(reason: String)
  }

  /// The library's path as found.
  public let path: String
  /// How it went.
  public let outcome: Outcome

  /// A record of `path`.
  public init(path: String, outcome: Outcome) {
    self.path = path
    self.outcome = outcome
  }
}
