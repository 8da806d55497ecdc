/// `show` (`ls`): lists the focused view-model's members with their values.
public struct ShowCommand: ShellCommand {
  public static let name = "show"
  public static let aliases = ["ls"]
  public static let help = """
    Lists the current view-model's members with values and types.
    The sandbox's values (let) follow in a section of their own, with their bindings.
    """

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let sandbox = SandboxListing.render(session.sandbox, console: session.console)
    if session.focus != nil || sandbox == nil {
      session.console.result(
        MemberListing.render(try session.requireFocus(), console: session.console))
    }
    if let sandbox { session.console.result(sandbox) }
    return .done
  }
}
