/// One word of a command line: a bare word, or text that was written in quotes.
public struct Token: Equatable, Sendable {
  /// The word, with quotes removed and escapes resolved.
  public let text: String
  /// Whether the word was written in quotes (so `"true"` is text, not a boolean).
  public let isQuoted: Bool

  /// A token.
  public init(_ text: String, isQuoted: Bool = false) {
    self.text = text
    self.isQuoted = isQuoted
  }
}
