/// A command line that could not be understood, with a message saying what would be right.
public struct ParseError: Error, Equatable, CustomStringConvertible {
  /// The message shown to the user.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
