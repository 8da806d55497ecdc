/// `graph [--dot]`: shows which members of the current view-model feed which.
public struct GraphCommand: ShellCommand {
  public static let name = "graph"
  public static let signature = CommandSignature(
    flags: [FlagSpec("--dot", summary: "print Graphviz instead of text")])
  public static let help = """
    Shows which properties of the current view-model feed which.
    Derived properties, what enables each command, and command states are found by
    inspection; bindings hidden in closures (<~) appear once seen at work after set or run.
    With --dot, prints Graphviz (pipe into dot -Tsvg).
    """

  /// Whether to print Graphviz.
  let asDot: Bool

  public init(_ arguments: ParsedArguments) {
    asDot = arguments.has("--dot")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    let graph = BindingGraph(
      of: focus, observed: session.observedBindings[ObjectIdentifier(focus)] ?? [])
    session.console.result(asDot ? graph.dot : graph.text(width: session.console.width))
    return .done
  }
}
