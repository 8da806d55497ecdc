/// `say TEXT`: narration, printed as written (a tour's voice, a demo's caption).
public struct SayCommand: RawTextCommand {
  public static let name = "say"
  public static let signature = CommandSignature([
    ArgumentSpec("TEXT", .value, .optionalText, summary: "the rest of the line, as written")
  ])
  public static let help = """
    Prints TEXT as written: narration in a tour or a demo.
    The rest of the line is the text, quotes and # included.
    """
  public static let isReplayed = false

  /// What to say.
  let text: String

  public init(rawText text: String) {
    self.text = text
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(text)
    return .done
  }
}
