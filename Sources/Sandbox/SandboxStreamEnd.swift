/// How a stream the sandbox runs ended.
public enum SandboxStreamEnd: CustomStringConvertible {
  /// It completed: it sends nothing more (its sources completed).
  case completed
  /// It failed with `error` (a request failed inside `flatMap`): it sends nothing more.
  case failed(any Error)
  /// It was interrupted (a source it read was interrupted).
  case interrupted

  /// "completed", "failed: …", "interrupted".
  public var description: String {
    switch self {
    case .completed: return "completed"
    case .failed(let error): return "failed: \(error)"
    case .interrupted: return "interrupted"
    }
  }
}
