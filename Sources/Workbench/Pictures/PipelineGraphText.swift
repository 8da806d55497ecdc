import EventLog
import TerminalText

/// A `PipelineGraph` as text: each pipeline a line of steps joined by arrows, `searchText
/// → filter → throttle(1s) → flatMap(.latest) → service.search → tweets,
/// isSearching`. A chain runs on while each step feeds exactly one next step that nothing
/// else feeds; where it forks, the targets are listed after one arrow, and where steps
/// join, the joined step starts its own line. `→` marks an edge seen in this session,
/// `⇢` one declared but not fired yet.
public enum PipelineGraphText {
  /// The graph as lines of at most `width` columns, in `style`.
  public static func lines(
    of graph: PipelineGraph, titled title: String, width: Int, style: PictureStyle
  ) -> [String] {
    var lines = ["\(ControlCharacters.escaped(title)) pipelines:"]
    guard !graph.edges.isEmpty else {
      return lines
        + TextFitting.wrappedLines(
          "  (none yet: open an app, set a property or run an action, then graph again)",
          width: width, indent: "  ")
    }
    var drawn = Set<PipelineGraph.Edge>()
    let starts =
      graph.nodes.filter { !continuesChain($0.id, in: graph) }.map(\.id)
      + graph.edges.map(\.from)
    for start in starts {
      let outgoing = graph.edges(from: start).filter { !drawn.contains($0) }
      guard !outgoing.isEmpty else { continue }
      var line = label(start, in: graph)
      var current = start
      while true {
        let next = graph.edges(from: current).filter { !drawn.contains($0) }
        if next.count == 1, continuesChain(next[0].to, in: graph), !drawn.contains(next[0]) {
          drawn.insert(next[0])
          line += " " + arrow(next[0], style) + " " + label(next[0].to, in: graph)
          current = next[0].to
          continue
        }
        line += fork(next, in: graph, style: style)
        drawn.formUnion(next)
        break
      }
      lines += TextFitting.wrappedLines("  " + line, width: width, indent: "    ")
    }
    let kinds = Set(graph.edges.map(\.isSeen))
    var key: [String] = []
    if kinds.contains(true) { key.append("\(style.seenArrow) seen in this session") }
    if kinds.contains(false) { key.append("\(style.declaredArrow) declared, not fired yet") }
    return lines + [""] + TextFitting.wrappedLines(key.joined(separator: "   "), width: width)
  }

  /// Whether `id` is drawn after its one source on that source's line: exactly one edge
  /// comes in, from a node with exactly one edge out.
  private static func continuesChain(_ id: String, in graph: PipelineGraph) -> Bool {
    let incoming = graph.edges(into: id)
    return incoming.count == 1 && graph.edges(from: incoming[0].from).count == 1
  }

  /// ` → a, b`, or ` ⇢ a, b` when no edge fired; when some did, the seen targets
  /// first, then each declared one with its own arrow: ` → a, b, ⇢ c`.
  private static func fork(
    _ edges: [PipelineGraph.Edge], in graph: PipelineGraph, style: PictureStyle
  ) -> String {
    guard !edges.isEmpty else { return "" }
    let seen = edges.filter(\.isSeen).map { label($0.to, in: graph) }
    let declared = edges.filter { !$0.isSeen }.map { label($0.to, in: graph) }
    guard !seen.isEmpty else {
      return " \(style.declaredArrow) " + declared.joined(separator: ", ")
    }
    return " \(style.seenArrow) "
      + (seen + declared.map { style.declaredArrow + " " + $0 }).joined(separator: ", ")
  }

  private static func arrow(_ edge: PipelineGraph.Edge, _ style: PictureStyle) -> String {
    edge.isSeen ? style.seenArrow : style.declaredArrow
  }

  private static func label(_ id: String, in graph: PipelineGraph) -> String {
    ControlCharacters.escaped(graph.node(id)?.label ?? id)
  }
}
