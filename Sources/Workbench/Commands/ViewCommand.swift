import TerminalText

/// `view [--bindings] [--svg FILE]`: draws the current screen as text, or lists its
/// View's bindings; `--svg` also writes what it printed as an SVG picture.
public struct ViewCommand: ShellCommand {
  public static let name = "view"
  public static let signature = CommandSignature(
    flags: [
      FlagSpec("--bindings", summary: "list the View's bindings instead of drawing it"),
      FlagSpec(
        "--svg", value: .file, placeholder: "FILE",
        summary: "also write what is printed as an SVG picture, for slides"),
    ])
  public static let help = """
    Draws the current screen as text.
    Uses the app's text view when it has one, otherwise a generic screen with the title and every member's value.
    With --bindings, lists what the View binds, one widget property a line: goButton.isEnabled <~ executeSearch.isEnabled.
    With --svg FILE, also writes what it printed as an SVG picture, for slides.
    """

  /// Whether to list the bindings rather than draw the screen.
  let listsBindings: Bool
  /// Where to write what is printed as SVG, if anywhere.
  let svgFile: String?

  public init(_ arguments: ParsedArguments) {
    listsBindings = arguments.has("--bindings")
    svgFile = arguments.word("--svg")
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
      return try writePicture(of: screen, in: session)
    }
    guard let view = session.registeredScreens.boundView(for: focus)
    else {
      let message = "\(focus.typeName) has no View of its own (view draws it generically)."
      session.console.result(
        TextFitting.wrappedLines(message, width: session.console.width).joined(separator: "\n"))
      return .done
    }
    let listing = ViewBindingListing(view: view, viewModel: focus).text(
      width: session.console.width)
    session.console.result(listing)
    return try writePicture(of: listing, in: session)
  }

  /// Writes `text` as SVG to `--svg`'s file, when one was given, and says where.
  private func writePicture(of text: String, in session: Session) throws -> CommandOutcome {
    if let svgFile {
      let destination = try PictureFile.write(
        ScreenSVG.document(of: text), to: svgFile, in: session)
      session.console.wholeResult("wrote the screen as SVG \(destination)")
    }
    return .done
  }
}
