import EventLog

/// Folds the session's topology (a `PipelineGraph` of every pipeline seen) into the graph
/// of one screen: its
/// members (paths without a screen prefix whose first member is the screen's), the
/// stages and requests connected to them, and view-models added by the caller. Rows of
/// a list fold: `searchResults[3].favorites` becomes `searchResults[i].favorites`, and a
/// stage becomes one node per label and folded inputs, so 48 rows' identical chains
/// draw as one.
struct PipelineGraphBuilder {
  /// What the session's instrumentation saw.
  let topology: PipelineGraph
  /// The names of the screen's members.
  let memberNames: Set<String>

  private var extraNodes: [PipelineGraph.Node] = []
  private var extraEdges: [PipelineGraph.Edge] = []
  /// Each node's successors and predecessors, found once: a screen of 10,000 rows has
  /// tens of thousands of nodes.
  private let successors: [PipelineGraph.Node: [PipelineGraph.Node]]
  private let declaredSuccessors: [PipelineGraph.Node: [PipelineGraph.Node]]
  private let predecessors: [PipelineGraph.Node: [PipelineGraph.Node]]
  /// Every node's folded key, and the folded (from, to) keys of seen and declared edges.
  private let foldedKeys: Set<String>
  private let seenPairs: Set<[String]>
  private let declaredPairs: Set<[String]>

  /// A builder for the screen whose members are `memberNames`, named in the log with
  /// `prefix` (`SearchResults/`, or nothing for the app's first screen).
  init(topology: PipelineGraph, memberNames: Set<String>, prefix: String = "") {
    let topology = prefix.isEmpty ? topology : Self.stripping(prefix, from: topology)
    self.topology = topology
    self.memberNames = memberNames
    var successors: [PipelineGraph.Node: [PipelineGraph.Node]] = [:]
    var declaredSuccessors: [PipelineGraph.Node: [PipelineGraph.Node]] = [:]
    var predecessors: [PipelineGraph.Node: [PipelineGraph.Node]] = [:]
    var seenPairs = Set<[String]>()
    var declaredPairs = Set<[String]>()
    for edge in topology.edges {
      guard let from = topology.node(edge.from), let to = topology.node(edge.to) else { continue }
      successors[from, default: []].append(to)
      if edge.isDeclared { declaredSuccessors[from, default: []].append(to) }
      predecessors[to, default: []].append(from)
      let pair = [Self.folded(edge.from), Self.folded(edge.to)]
      if edge.isSeen { seenPairs.insert(pair) }
      if edge.isDeclared { declaredPairs.insert(pair) }
    }
    self.successors = successors
    self.declaredSuccessors = declaredSuccessors
    self.predecessors = predecessors
    self.seenPairs = seenPairs
    self.declaredPairs = declaredPairs
    foldedKeys = Set(topology.nodes.map { Self.folded($0.id) })
  }

  /// `topology` with `prefix` taken off the paths that start with it.
  private static func stripping(_ prefix: String, from topology: PipelineGraph)
    -> PipelineGraph
  {
    func stripped(_ id: String) -> String {
      guard let node = topology.node(id), node.kind == .property || node.kind == .action,
        id.hasPrefix(prefix)
      else { return id }
      return String(id.dropFirst(prefix.count))
    }
    let nodes = topology.nodes.map { node in
      let id = stripped(node.id)
      return PipelineGraph.Node(id: id, label: id == node.id ? node.label : id, kind: node.kind)
    }
    let edges = topology.edges.map { edge in
      PipelineGraph.Edge(
        from: stripped(edge.from), to: stripped(edge.to), isSeen: edge.isSeen,
        isDeclared: edge.isDeclared)
    }
    return PipelineGraph(nodes: nodes, edges: edges)
  }

  /// Whether `path` (as the log names it) is a member of the screen, or inside one.
  func isMember(_ path: String) -> Bool {
    guard !path.contains("/") else { return false }
    return memberNames.contains(String(path.prefix { $0 != "." && $0 != "[" }))
  }

  /// Adds an edge between two members that their objects declare (a derived property's
  /// source, an action's enabling property): seen when the topology saw it too.
  mutating func addDeclaredEdge(from source: String, to target: String) {
    for path in [source, target] where !foldedKeys.contains(path) {
      extraNodes.append(PipelineGraph.Node(id: path, label: path, kind: .property))
    }
    let isSeen = seenPairs.contains([source, target])
    extraEdges.append(PipelineGraph.Edge(from: source, to: target, isSeen: isSeen))
  }

  /// Adds an edge from the member `path` to the view-model type `type`.
  mutating func addViewModelEdge(from path: String, to type: String, isSeen: Bool) {
    extraNodes.append(PipelineGraph.Node(id: "vm " + type, label: type, kind: .viewModel))
    let from = Self.folded(path)
    if !foldedKeys.contains(from) {
      extraNodes.append(PipelineGraph.Node(id: from, label: from, kind: .property))
    }
    extraEdges.append(PipelineGraph.Edge(from: from, to: "vm " + type, isSeen: isSeen))
  }

  /// The screen's graph.
  func graph() -> PipelineGraph {
    let kept = keptNodes()
    var ids: [PipelineGraph.Node: String] = [:]
    var nodes: [PipelineGraph.Node] = []
    for node in topology.nodes where kept.contains(node) {
      let id = foldedID(of: node, kept: kept, memo: &ids, visiting: [])
      nodes.append(PipelineGraph.Node(id: id, label: label(of: node), kind: node.kind))
    }
    var seen: [[String]: Bool] = [:]
    var order: [[String]] = []
    for edge in topology.edges {
      guard let from = topology.node(edge.from), let to = topology.node(edge.to),
        kept.contains(from), kept.contains(to)
      else { continue }
      let pair = [ids[from] ?? "", ids[to] ?? ""]
      if seen[pair] == nil { order.append(pair) }
      seen[pair] = (seen[pair] ?? false) || edge.isSeen
    }
    let drawn = order.map { PipelineGraph.Edge(from: $0[0], to: $0[1], isSeen: seen[$0] ?? false) }
    let plumbing = Set(nodes.filter { $0.label == "take(during:)" }.map(\.id))
    let edges = Self.bridging(plumbing, in: drawn)
    let all = extraEdges.filter { !isJoinedByStages($0, in: edges) } + edges
    return PipelineGraph(
      nodes: nodes.filter { !plumbing.contains($0.id) } + extraNodes,
      edges: all.filter { !isShortcut($0, in: all) })
  }

  /// `edges` with the nodes `gone` taken out and each path through one joined directly
  /// (seen when both halves were): a binding's `take(during:)` only forwards, as `why`
  /// and `trace` leave it out.
  private static func bridging(_ gone: Set<String>, in edges: [PipelineGraph.Edge])
    -> [PipelineGraph.Edge]
  {
    guard !gone.isEmpty else { return edges }
    var result = edges.filter { !gone.contains($0.from) && !gone.contains($0.to) }
    for into in edges where gone.contains(into.to) && !gone.contains(into.from) {
      for out in edges where out.from == into.to && !gone.contains(out.to) && out.to != into.from {
        let isSeen = into.isSeen && out.isSeen
        if let index = result.firstIndex(where: { $0.from == into.from && $0.to == out.to }) {
          result[index].isSeen = result[index].isSeen || isSeen
        } else {
          result.append(PipelineGraph.Edge(from: into.from, to: out.to, isSeen: isSeen))
        }
      }
    }
    return result
  }

  /// Whether the declared `edge` (`firstName ⇢ loginInputValid`) joins two members that
  /// a chain of stages in `edges` joins too: the chain says how, so the edge goes.
  private func isJoinedByStages(_ edge: PipelineGraph.Edge, in edges: [PipelineGraph.Edge])
    -> Bool
  {
    var reached: Set<String> = [edge.from]
    var frontier = [edge.from]
    while let node = frontier.popLast() {
      for next in edges where next.from == node && !reached.contains(next.to) {
        if next.to == edge.to, node != edge.from { return true }
        guard !isMember(next.to) else { continue }
        reached.insert(next.to)
        frontier.append(next.to)
      }
    }
    return false
  }

  /// Whether `edge` joins two members that another path of `edges` from member to member
  /// joins too, and only the seen order of changes suggests it (a change caused through
  /// a relay the log does not name): the longer path says what derives from what.
  private func isShortcut(_ edge: PipelineGraph.Edge, in edges: [PipelineGraph.Edge]) -> Bool {
    guard isMember(edge.from), isMember(edge.to),
      !declaredPairs.contains([edge.from, edge.to]),
      !extraEdges.contains(edge)
    else { return false }
    var reached: Set<String> = [edge.from]
    var frontier = [edge.from]
    while let node = frontier.popLast() {
      for next in edges
      where next.from == node && next != edge && isMember(next.to) && !reached.contains(next.to) {
        if next.to == edge.to { return true }
        reached.insert(next.to)
        frontier.append(next.to)
      }
    }
    return false
  }

  /// The screen's member nodes, the requests their pipelines make, the stages on the
  /// way from a member to a member or a request, and the stages a member's pipelines
  /// declare (built, perhaps not fired yet: what they feed inside a closure shows once
  /// seen). A stage seen only on the way to nothing the screen shows is left out, and so
  /// is a `<~` binding into a View's widget.
  private func keptNodes() -> Set<PipelineGraph.Node> {
    let members = Set(topology.nodes.filter { isMemberNode($0) })
    let downstream = closure(from: members) { successors[$0] ?? [] }
    let requests = downstream.filter { $0.kind == .request }
    let upstream = closure(from: members.union(requests)) {
      predecessors[$0] ?? []
    }
    let declared = closure(from: members) { declaredSuccessors[$0] ?? [] }
    var deadEnds: [PipelineGraph.Node: Bool] = [:]
    let live = declared.filter { !leadsOnlyIntoWidgets($0, memo: &deadEnds, visiting: []) }
    return members.union(requests).union(downstream.intersection(upstream)).union(live)
  }

  /// Whether every declared path from `node` ends in a `<~` binding into something
  /// that is not a member (a View's widget): the View's own pipeline, not the screen's.
  private func leadsOnlyIntoWidgets(
    _ node: PipelineGraph.Node, memo: inout [PipelineGraph.Node: Bool],
    visiting: Set<PipelineGraph.Node>
  ) -> Bool {
    if let known = memo[node] { return known }
    guard !visiting.contains(node) else { return false }
    let next = declaredSuccessors[node] ?? []
    let result: Bool
    if node.label == "<~" {
      result = !next.contains { isMemberNode($0) }
    } else {
      result =
        !next.isEmpty
        && next.allSatisfy {
          !isMemberNode($0)
            && leadsOnlyIntoWidgets($0, memo: &memo, visiting: visiting.union([node]))
        }
    }
    memo[node] = result
    return result
  }

  /// The stages and requests reached from `start` by `next`, through stages and requests.
  private func closure(
    from start: Set<PipelineGraph.Node>,
    next: (PipelineGraph.Node) -> [PipelineGraph.Node]
  ) -> Set<PipelineGraph.Node> {
    var reached = Set<PipelineGraph.Node>()
    var frontier = Array(start)
    while let node = frontier.popLast() {
      for neighbour in next(node) where !reached.contains(neighbour) {
        guard neighbour.kind == .stage || neighbour.kind == .request else { continue }
        reached.insert(neighbour)
        frontier.append(neighbour)
      }
    }
    return reached
  }

  private func isMemberNode(_ node: PipelineGraph.Node) -> Bool {
    (node.kind == .property || node.kind == .action) && isMember(node.id)
  }

  /// A node's id in the graph: a member's folded path; a request's method; a stage's
  /// label with the folded ids of what feeds it, so identical chains of rows coincide.
  private func foldedID(
    of node: PipelineGraph.Node, kept: Set<PipelineGraph.Node>,
    memo: inout [PipelineGraph.Node: String], visiting: Set<PipelineGraph.Node>
  ) -> String {
    if let id = memo[node] { return id }
    let id: String
    switch node.kind {
    case .property, .action: id = Self.folded(node.id)
    case .request, .viewModel: id = node.id
    case .stage:
      if visiting.contains(node) { return node.id }
      let inputs = (predecessors[node] ?? []).filter { kept.contains($0) }
        .map { foldedID(of: $0, kept: kept, memo: &memo, visiting: visiting.union([node])) }
      id = "\(node.label) <- [\(Set(inputs).sorted().joined(separator: ", "))]"
    }
    memo[node] = id
    return id
  }

  private func label(of node: PipelineGraph.Node) -> String {
    node.kind == .property || node.kind == .action ? Self.folded(node.id) : node.label
  }

  /// `searchResults[i].favorites` for `searchResults[3].favorites`.
  static func folded(_ path: String) -> String {
    var result = ""
    var inIndex = false
    for character in path {
      if character == "[" {
        inIndex = true
        result += "[i]"
      } else if character == "]" {
        inIndex = false
      } else if !inIndex {
        result.append(character)
      }
    }
    return result
  }
}
