/// `quit` (`exit`): ends the session.
public struct QuitCommand: ShellCommand {
  public static let name = "quit"
  public static let aliases = ["exit"]
  public static let help = "Ends the session (Ctrl-D does too). History is saved."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    .quit
  }
}
