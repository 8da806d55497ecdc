/// `view`: draws the current screen as text.
public struct ViewCommand: ShellCommand {
  public static let name = "view"
  public static let help = """
    Draws the current screen as text.
    Uses the app's text view when it has one, otherwise a generic screen with the title and every member's value.
    """

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    let renderers = session.screenRenderers + [GenericScreenRenderer()]
    let screen =
      renderers.lazy.compactMap { $0.render(focus, width: session.console.width) }.first ?? ""
    session.console.result(screen)
    return .done
  }
}
