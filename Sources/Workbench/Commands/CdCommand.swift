/// `cd PATH` / `cd ..`: moves the focus into a child view-model and back out.
public struct CdCommand: ShellCommand {
  public static let name = "cd"
  public static let synopsis = "cd PATH | cd .."
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

  public init(arguments: [Token]) throws {
    guard arguments.count <= 1 else { throw Self.usage("name one path") }
    switch arguments.first?.text {
    case nil: destination = .root
    case "..": destination = .parent
    case let path?: destination = .child(try MemberPath(parsing: path))
    }
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    guard index == 0, let focus = session.focus else { return [] }
    return [".."]
      + PathResolver.completions(from: focus).filter { path in
        guard let resolved = try? PathResolver.resolve(MemberPath(parsing: path), from: focus)
        else {
          return false
        }
        if case .viewModel = resolved.target { return true }
        return false
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
        throw ShellError(
          "already at \(screen.shortName), the top of this screen; use back to leave the screen")
      }
    case .child(let path):
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
