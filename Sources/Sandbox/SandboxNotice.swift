/// Something a sandbox value did on its own, after the line that defined it: for the
/// shell to print as it happens.
public enum SandboxNotice: CustomStringConvertible {
  /// A closure of the value `value` met a fault (`message` says which and where).
  case fault(value: String, message: String)
  /// The stream `value` ended.
  case ended(value: String, SandboxStreamEnd)

  /// One line: "count: division by zero in $0 / 0; the result was 0", "results failed:
  /// the request failed".
  public var description: String {
    switch self {
    case .fault(let value, let message): return "\(value): \(message)"
    case .ended(let value, let end): return "\(value) \(end)"
    }
  }
}
