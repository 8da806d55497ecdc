/// One backend of a service as `backends SERVICE` lists it.
public struct BackendListing: Sendable, Hashable {
  /// The backend's name.
  public let name: String
  /// What it is, in one line.
  public let summary: String
  /// Every option it accepts, the fault options included.
  public let options: [BackendOption]
  /// Whether it is the service's active backend.
  public let isActive: Bool
  /// Whether it is the backend the service starts with.
  public let isDefault: Bool
  /// Whether it acts outside the session (a server, a file; see
  /// `BackendDefinition.reachesOutside`).
  public let reachesOutside: Bool

  /// A listing entry.
  public init(
    name: String, summary: String, options: [BackendOption], isActive: Bool, isDefault: Bool,
    reachesOutside: Bool = false
  ) {
    self.reachesOutside = reachesOutside
    self.name = name
    self.summary = summary
    self.options = options
    self.isActive = isActive
    self.isDefault = isDefault
  }
}
