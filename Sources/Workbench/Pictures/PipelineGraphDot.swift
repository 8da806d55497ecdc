import EventLog
import TerminalText

/// A `PipelineGraph` in Graphviz's dot language: properties as boxes, operator stages as
/// ellipses, actions as rounded boxes, service requests as arrows (`cds`), view-models
/// as folders; a seen edge solid, a declared one dashed. Labels are escaped, so any
/// text makes a valid graph.
public enum PipelineGraphDot {
  /// The dot source of `graph`, ending in a newline.
  public static func document(of graph: PipelineGraph, titled title: String) -> String {
    var lines = [
      "digraph \(quoted(title)) {", "  rankdir=LR;",
      "  node [fontname=\"Helvetica\", fontsize=11];",
    ]
    let used = Set(graph.edges.flatMap { [$0.from, $0.to] })
    var ids: [String: String] = [:]
    for node in graph.nodes where used.contains(node.id) {
      let id = "n\(ids.count)"
      ids[node.id] = id
      lines.append("  \(id) [label=\(quoted(node.label)), \(shape(of: node.kind))];")
    }
    for edge in graph.edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      lines.append("  \(from) -> \(to)\(edge.isSeen ? "" : " [style=dashed]");")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func shape(of kind: PipelineGraph.Kind) -> String {
    switch kind {
    case .property: "shape=box"
    case .stage: "shape=ellipse"
    case .action: "shape=box, style=rounded"
    case .request: "shape=cds"
    case .viewModel: "shape=folder"
    }
  }

  /// `text` as a dot string: quoted, control characters shown escaped, `\` and `"`
  /// escaped.
  static func quoted(_ text: String) -> String {
    let escaped = ControlCharacters.escaped(text).replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + escaped + "\""
  }
}
