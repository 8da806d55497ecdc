/// `next`: in a tour, types the rest of the step's lines for the learner.
public struct NextCommand: ShellCommand {
  public static let name = "next"
  public static let help = """
    In a tour, types the rest of this step's lines for you.
    Each line is shown after the prompt, as if typed.
    The tour moves on when the step's checks hold, as it does when you type them yourself. At a pause, next goes on like Enter.
    """
  public static let isReplayed = false

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let guide = try TourCommand.guide(in: session)
    let lines = guide.linesForNext()
    return .runLines(lines.map { "type \($0)" })
  }
}
