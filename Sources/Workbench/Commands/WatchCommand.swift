/// `watch PATH...`: prints a path's new value whenever it changes.
public struct WatchCommand: ShellCommand {
  public static let name = "watch"
  public static let synopsis = "watch PATH..."
  public static let help = """
    Prints each PATH's new value whenever it changes.
    Changes print while you type, until unwatch.
    A watch stays on the view-model it was set on, even after navigation.
    """

  /// The paths to watch.
  let paths: [MemberPath]

  public init(arguments: [Token]) throws {
    guard !arguments.isEmpty else { throw Self.usage("name at least one path") }
    paths = try arguments.map { try MemberPath(parsing: $0.text) }
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    PathCompletion.paths(in: session)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    for path in paths {
      let resolved = try PathResolver.resolve(path, from: focus)
      if try session.watches.add(path, from: focus) {
        session.console.result("watching \(path) = \(resolved.renderedValue)")
      } else {
        session.console.result("already watching \(path)")
      }
    }
    return .done
  }
}
