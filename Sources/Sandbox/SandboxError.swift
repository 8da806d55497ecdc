/// Why a sandbox line was refused, before anything ran: a message a learner can act on,
/// and the place in the line it is about, to be shown with a caret under it:
///
/// ```
/// let x = name.fliter { $0.isEmpty }
///              ^^^^^^ no operator 'fliter'; did you mean 'filter'?
/// ```
public struct SandboxError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What was wrong and what would be right.
  public let message: String
  /// Where in the line, as character offsets (the first character is 0). Empty at the
  /// end of the line ("expected an expression after '='").
  public let range: Range<Int>

  /// An error about the characters `range` of the line.
  public init(_ message: String, at range: Range<Int>) {
    self.message = message
    self.range = range
  }

  /// The message alone.
  public var description: String { message }

  /// The caret line for `line` (the line the error is about): spaces up to the place,
  /// `^` under each of its characters (one at least), then the message.
  public func caretLine(under line: String) -> String {
    let characters = Array(line)
    let start = min(range.lowerBound, characters.count)
    // Tabs are kept so that the carets line up under a line that has them.
    let padding = String(characters[..<start].map { $0 == "\t" ? "\t" : " " })
    let width = max(1, min(range.upperBound, characters.count) - start)
    return padding + String(repeating: "^", count: width) + " " + message
  }

  /// `line`, then the caret line under it.
  public func rendered(under line: String) -> String {
    line + "\n" + caretLine(under: line)
  }
}
