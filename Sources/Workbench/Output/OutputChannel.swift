/// Where a piece of shell output belongs.
public enum OutputChannel: Sendable {
  /// The result of the command the user typed.
  case result
  /// Something that happened on its own: a command event, a watched change, a push.
  case live
  /// A problem with what the user typed, or a failed expectation.
  case error
}
