/// `show` (`ls`): lists the focused view-model's members with their values.
public struct ShowCommand: ShellCommand {
  public static let name = "show"
  public static let aliases = ["ls"]
  public static let help = "Lists the current view-model's members with values and types."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(
      MemberListing.render(try session.requireFocus(), console: session.console))
    return .done
  }
}
