/// `type LINE`: a line the learner is meant to type. In a tour `hint` shows it; run
/// anywhere else it is shown after the prompt, as if typed, and runs.
public struct TypeCommand: RawTextCommand {
  public static let name = "type"
  public static let signature = CommandSignature([
    ArgumentSpec("LINE", .value, .text, summary: "a line of the shell's language, as written")
  ])
  public static let help = """
    Shows LINE after the prompt, as if typed, and runs it.
    In a tour, type lines are what the learner is meant to type: hint shows the next one and next types them. In a script (a test, or a demo) they run as written.
    """
  public static let isReplayed = false

  /// The line to type.
  let line: String

  public init(rawText text: String) throws {
    guard !text.isEmpty else { throw ShellError("type needs a line: type set searchText sunset") }
    // Typing a line that types a line only repeats the prompt: a line thousands of words
    // deep would print megabytes and nest as deep.
    guard Tokenizer.firstWord(of: text) != Self.name else {
      throw ShellError("type: the line to type is itself a type line; write type LINE once")
    }
    line = text
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(session.prompt + line)
    return .runLines([line])
  }
}
