/// `show` (`ls`): lists the focused view-model's members with their values.
public struct ShowCommand: ShellCommand {
  public static let name = "show"
  public static let aliases = ["ls"]
  public static let synopsis = "show"
  public static let help = "Lists the current view-model's members with values and types."

  public init(arguments: [Token]) throws {
    guard arguments.isEmpty else {
      throw Self.usage("show takes no arguments; use get PATH for one value")
    }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(
      MemberListing.render(try session.requireFocus(), console: session.console))
    return .done
  }
}
