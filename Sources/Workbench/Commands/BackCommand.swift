/// `back`: pops the top screen.
public struct BackCommand: ShellCommand {
  public static let name = "back"
  public static let synopsis = "back"
  public static let help = "Leaves the current screen and returns to the one below it on the stack."

  public init(arguments: [Token]) throws {
    guard arguments.isEmpty else { throw Self.usage("back takes no arguments") }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    _ = try session.requireFocus()
    try session.pop()
    return .done
  }
}
