/// `graph [--dot]`: shows which members of the current view-model feed which.
public struct GraphCommand: ShellCommand {
  public static let name = "graph"
  public static let synopsis = "graph [--dot]"
  public static let help = """
    Shows which properties of the current view-model feed which.
    Derived properties, what enables each command, and command states are found by
    inspection; bindings hidden in closures (<~) appear once seen at work after set or run.
    With --dot, prints Graphviz (pipe into dot -Tsvg).
    """

  /// Whether to print Graphviz.
  let asDot: Bool

  public init(arguments: [Token]) throws {
    switch arguments.map(\.text) {
    case []: asDot = false
    case ["--dot"]: asDot = true
    default: throw Self.usage()
    }
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? ["--dot"] : []
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    let graph = BindingGraph(
      of: focus, observed: session.observedBindings[ObjectIdentifier(focus)] ?? [])
    session.console.result(asDot ? graph.dot : graph.text(width: session.console.width))
    return .done
  }
}
