import Inspection

/// `cd PATH` / `cd ..`: moves the focus into a child view-model and back out.
public struct CdCommand: ShellCommand {
  public static let name = "cd"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.viewModel), .optional, words: [".."],
      summary: "a view-model to enter, such as searchResults[0]; .. goes back out",
      offering: { _, session in session.currentScreen?.focusPath.isEmpty == false })
  ])
  public static let help = """
    Focuses a child view-model, or goes back out.
    cd searchResults[0] makes get, set, run and show act on that item; cd .. goes back out, cd alone to the screen's view-model.
    """

  /// Where to go; nil for the screen's root.
  enum Destination: Equatable {
    case child(MemberPath)
    case parent
    case root
  }

  /// Where to go.
  let destination: Destination

  public init(_ arguments: ParsedArguments) {
    if let path = arguments.path("PATH") {
      destination = .child(path)
    } else {
      destination = arguments.word("PATH") == ".." ? .parent : .root
    }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    _ = try session.requireFocus()
    guard let screen = session.currentScreen else { return .done }
    switch destination {
    case .root:
      while screen.leave() {}
    case .parent:
      guard screen.leave() else {
        guard session.stack.count > 1 else {
          throw ShellError(
            "already at \(screen.shortName), the top of \(session.appName ?? "the app")'s first screen; there is nothing above it"
          )
        }
        throw ShellError(
          "already at \(screen.shortName), the top of this screen; use back to leave the screen")
      }
    case .child(let path):
      guard path.screens.isEmpty else {
        throw ShellError(
          "\(path): cd enters a view-model of this screen; use back to reach a lower one")
      }
      let resolved = try PathResolver.resolve(path, from: screen.focus)
      guard case .viewModel(let child) = resolved.target else {
        throw ShellError(
          "\(path) is \(resolved.renderedValue), not a view-model; cd enters view-models such as list items"
        )
      }
      screen.enter(child, path: path.description)
    }
    session.focusChanged()
    session.console.result(MemberListing.render(screen.focus, console: session.console))
    return .done
  }
}
