/// A command that could not do what was asked, with a message for the user. The session
/// goes on after it; nothing already set is lost.
public struct ShellError: Error, Equatable, CustomStringConvertible {
  /// The message shown to the user.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
