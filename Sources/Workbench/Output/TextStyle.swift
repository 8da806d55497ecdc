/// How a span of output is shown when colour is on.
public enum TextStyle: String, Sendable {
  /// Errors and failed expectations.
  case error = "31"
  /// Live events: command events, watches, traces.
  case live = "36"
  /// Navigation: pushes and pops.
  case navigation = "35"
  /// Names of members and commands.
  case name = "1"
  /// Less important detail.
  case dim = "2"
  /// Success.
  case success = "32"

  /// `text` wrapped in this style's escape codes.
  public func apply(to text: String) -> String {
    "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
  }
}
