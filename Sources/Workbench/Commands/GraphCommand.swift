/// `graph [--dot] [--output FILE]`: draws the pipelines of the current view-model.
public struct GraphCommand: ShellCommand {
  public static let name = "graph"
  public static let signature = CommandSignature(
    flags: [
      FlagSpec("--dot", summary: "Graphviz instead of text"),
      FlagSpec("--ascii", summary: "plain ASCII, as under NO_COLOR or TERM=dumb"),
      FlagSpec(
        "--output", value: .file, placeholder: "FILE",
        summary: "write the graph to FILE (only the graph) instead of printing it"),
    ])
  public static let help = """
    Draws the current view-model's pipelines.
    What feeds what, through which operators and service requests: → marks an edge a value went along in this session, ⇢ one built but not fired yet.
    With --dot, Graphviz (dot -Tsvg graph.dot > graph.svg); with --output FILE, the graph goes to FILE.
    """

  /// Whether to draw Graphviz.
  let asDot: Bool
  /// Whether to draw in plain ASCII whatever the terminal.
  let isASCII: Bool
  /// Where to write the graph, if not to the console.
  let output: String?

  public init(_ arguments: ParsedArguments) {
    asDot = arguments.has("--dot")
    isASCII = arguments.has("--ascii")
    output = arguments.word("--output")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let (title, graph) = try session.pipelineGraph()
    let text =
      asDot
      ? PipelineGraphDot.document(of: graph, titled: title)
      : PipelineGraphText.lines(
        of: graph, titled: title, width: session.console.width,
        style: isASCII ? .ascii : session.pictureStyle
      ).joined(separator: "\n") + "\n"
    guard let output else {
      let shown = String(text.dropLast())
      session.console.wholeResult(shown)
      return .done
    }
    let destination = try PictureFile.write(
      text, to: output, in: session)
    session.console.wholeResult("wrote the graph of \(title) \(destination)")
    return .done
  }
}
