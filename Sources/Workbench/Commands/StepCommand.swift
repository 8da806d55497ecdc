/// `step TITLE`: a checkpoint of a tour. In a script it prints the title, and the
/// `expect` lines after it may take a while to hold: the script waits for them.
public struct StepCommand: RawTextCommand {
  public static let name = "step"
  public static let signature = CommandSignature([
    ArgumentSpec("TITLE", .value, .text, summary: "the step's title, as written")
  ])
  public static let help = """
    Starts a checkpoint of a tour: TITLE is its heading.
    In a tour (tour FILE) the step's expect lines are checked after every line and, on the real clock, after every change the session records, and the tour moves on when they all hold. Run as a script (mvvm --script), the step prints its title and each of its expect lines waits until it holds (advancing the virtual clock, or up to 10s on the real one) before failing.
    """
  public static let isReplayed = false

  /// The heading.
  let title: String

  public init(rawText text: String) throws {
    guard !text.isEmpty else { throw ShellError("step needs a title: step Search for sunsets") }
    title = text
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(session.console.styled("── \(title)", .name))
    return .done
  }
}
