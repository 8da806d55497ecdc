/// `watch PATH...`: prints a path's new value whenever it changes.
public struct WatchCommand: ShellCommand {
  public static let name = "watch"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.any), .oneOrMore,
      summary: "what to watch (help paths); a range is one watch printing every row")
  ])
  public static let help = """
    Prints each PATH's new value whenever it changes.
    Changes print while you type, until unwatch. A range of rows is one watch: a change in
    any row prints every row's value on one line.
    A watch stays on the view-model it was set on, even after navigation.
    """

  /// The paths to watch.
  let paths: [MemberPath]

  public init(_ arguments: ParsedArguments) {
    paths = arguments.paths("PATH")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let roots = try paths.map { try session.root(of: $0) }
    for (path, root) in zip(paths, roots) {
      let rows = try PathResolver.resolveRows(path, from: root)
      if try session.watches.add(path, from: root) {
        session.console.result("watching \(path) = \(ResolvedPath.folded(rows))")
      } else {
        session.console.result("already watching \(path)")
      }
    }
    return .done
  }
}
