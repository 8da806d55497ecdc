import Inspection

/// A command that takes the rest of its line exactly as written, quotes and all (`say`,
/// `step`, `type`): the text is narration or a line to run, not words of the language.
public protocol RawTextCommand: ShellCommand {
  /// The command with `text`, the line after the command's name and the spaces after it.
  init(rawText text: String) throws
}

extension RawTextCommand {
  /// The command from its declared argument read as words (quotes dropped); the shell
  /// itself hands such a command its line as written, with `init(rawText:)`.
  public init(_ arguments: ParsedArguments) throws {
    let placeholder = Self.signature.arguments.first?.placeholder ?? ""
    let text: String
    switch arguments.value(placeholder) {
    case .nilLiteral?: text = "nil"
    case let literal?: text = String.converting(literal) ?? ""
    case nil: text = ""
    }
    try self.init(rawText: text)
  }
}
