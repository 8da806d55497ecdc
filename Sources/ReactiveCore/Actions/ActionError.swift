/// Why applying an `Action` failed: it was disabled, or its work failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled (or already executing) when applied.
  case disabled
  /// The action's work failed with `Error`.
  case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}

extension ActionError: CustomStringConvertible {
  /// "disabled", or the underlying error's description.
  public var description: String {
    switch self {
    case .disabled: return "disabled"
    case .producerFailed(let error): return String(describing: error)
    }
  }
}
