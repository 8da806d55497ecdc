import Inspection

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
    A watch stays on the view-model it was set on, even after navigation, and belongs to
    its screen: popping the screen drops it (the shell says so). A path that does not
    exist yet (a row before the first search) is waited for; watches says so.
    Watching an action (watch executeSearch) prints its runs (started, value, completed,
    failed) and its isEnabled and isExecuting changes.
    """

  /// The paths to watch.
  let paths: [MemberPath]

  public init(_ arguments: ParsedArguments) {
    paths = arguments.paths("PATH")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let roots = try paths.map { try session.root(of: $0) }
    var lines: [String] = []
    for (path, root) in zip(paths, roots) {
      // A sandbox value belongs to no screen: its watch follows the sandbox.
      let screen =
        root === session.sandboxScope
        ? nil
        : session.stack.last { $0.root === root || $0.focus === root } ?? session.currentScreen
      let focusPrefix =
        screen.map { $0.focus === root ? $0.focusPath.map(\.path).joined(separator: ".") : "" }
        ?? ""
      lines.append(
        try session.watches.add(
          path, from: root, screenRoot: screen?.root ?? root, focusPrefix: focusPrefix))
    }
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }
}
