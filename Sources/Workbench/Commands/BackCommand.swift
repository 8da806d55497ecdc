/// `back`: pops the top screen.
public struct BackCommand: ShellCommand {
  public static let name = "back"
  public static let help = "Leaves the current screen and returns to the one below it on the stack."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    _ = try session.requireFocus()
    try session.pop()
    return .done
  }
}
