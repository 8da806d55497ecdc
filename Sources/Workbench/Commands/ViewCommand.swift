import TerminalText

/// `view [--bindings]`: draws the current screen as text, or lists its View's bindings.
public struct ViewCommand: ShellCommand {
  public static let name = "view"
  public static let signature = CommandSignature(
    flags: [
      FlagSpec("--bindings", summary: "list the View's bindings instead of drawing it")
    ])
  public static let help = """
    Draws the current screen as text.
    Uses the app's text view when it has one, otherwise a generic screen with the title and every member's value.
    With --bindings, lists what the View binds, one widget property a line: goButton.isEnabled <~ executeSearch.isEnabled.
    """

  /// Whether to list the bindings rather than draw the screen.
  let listsBindings: Bool

  public init(_ arguments: ParsedArguments) {
    listsBindings = arguments.has("--bindings")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    // The View drawn here lives only for this command: its pipelines are not the
    // view-model's, and stay out of `graph`.
    try session.logger.withoutTopology { try draw(in: session) }
  }

  private func draw(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    guard listsBindings else {
      let renderers: [any ScreenRenderer] = [session.registeredScreens, GenericScreenRenderer()]
      let screen =
        renderers.lazy.compactMap { $0.render(focus, width: session.console.width) }.first ?? ""
      session.console.wholeResult(screen)
      return .done
    }
    guard let view = session.registeredScreens.boundView(for: focus)
    else {
      let message = "\(focus.typeName) has no View of its own (view draws it generically)."
      session.console.result(
        TextFitting.wrappedLines(message, width: session.console.width).joined(separator: "\n"))
      return .done
    }
    session.console.result(
      ViewBindingListing(view: view, viewModel: focus).text(width: session.console.width))
    return .done
  }
}
