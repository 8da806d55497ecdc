/// A binding seen at work: changing `source` (by `set` or `run`) changed `target` at once.
public struct ObservedBinding: Equatable, Sendable {
  /// The member the shell changed or ran.
  public let source: String
  /// The member that changed as a result.
  public let target: String
}
