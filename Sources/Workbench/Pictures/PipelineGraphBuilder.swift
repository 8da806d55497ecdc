/// Turns the session's `PipelineTopology` into the `PipelineGraph` of one screen: its
/// members (paths without a screen prefix whose first member is the screen's), the
/// stages and requests connected to them, and view-models added by the caller. Rows of
/// a list fold: `searchResults[3].favorites` becomes `searchResults[i].favorites`, and a
/// stage becomes one node per label and folded inputs, so 48 rows' identical chains
/// draw as one.
struct PipelineGraphBuilder {
  /// What the session's instrumentation saw.
  let topology: PipelineTopology
  /// The names of the screen's members.
  let memberNames: Set<String>

  private var extraNodes: [PipelineGraph.Node] = []
  private var extraEdges: [PipelineGraph.Edge] = []
  /// Each node's successors and predecessors, found once: a screen of 10,000 rows has
  /// tens of thousands of nodes.
  private let successors: [PipelineTopology.Node: [PipelineTopology.Node]]
  private let declaredSuccessors: [PipelineTopology.Node: [PipelineTopology.Node]]
  private let predecessors: [PipelineTopology.Node: [PipelineTopology.Node]]
  /// Every node's folded key, and the folded (from, to) keys of seen and declared edges.
  private let foldedKeys: Set<String>
  private let seenPairs: Set<[String]>
  private let declaredPairs: Set<[String]>

  /// A builder for the screen whose members are `memberNames`, named in the log with
  /// `prefix` (`SearchResults/`, or nothing for the app's first screen).
  init(topology: PipelineTopology, memberNames: Set<String>, prefix: String = "") {
    let topology = prefix.isEmpty ? topology : Self.stripping(prefix, from: topology)
    self.topology = topology
    self.memberNames = memberNames
    var successors: [PipelineTopology.Node: [PipelineTopology.Node]] = [:]
    var declaredSuccessors: [PipelineTopology.Node: [PipelineTopology.Node]] = [:]
    var predecessors: [PipelineTopology.Node: [PipelineTopology.Node]] = [:]
    var seenPairs = Set<[String]>()
    var declaredPairs = Set<[String]>()
    for edge in topology.edges {
      successors[edge.from, default: []].append(edge.to)
      if edge.isDeclared { declaredSuccessors[edge.from, default: []].append(edge.to) }
      predecessors[edge.to, default: []].append(edge.from)
      let pair = [Self.folded(edge.from.key), Self.folded(edge.to.key)]
      if edge.isSeen { seenPairs.insert(pair) }
      if edge.isDeclared { declaredPairs.insert(pair) }
    }
    self.successors = successors
    self.declaredSuccessors = declaredSuccessors
    self.predecessors = predecessors
    self.seenPairs = seenPairs
    self.declaredPairs = declaredPairs
    foldedKeys = Set(topology.nodes.map { Self.folded($0.key) })
  }

  /// `topology` with `prefix` taken off the paths that start with it.
  private static func stripping(_ prefix: String, from topology: PipelineTopology)
    -> PipelineTopology
  {
    func stripped(_ node: PipelineTopology.Node) -> PipelineTopology.Node {
      guard node.kind == .property || node.kind == .action, node.key.hasPrefix(prefix) else {
        return node
      }
      let path = String(node.key.dropFirst(prefix.count))
      return PipelineTopology.Node(kind: node.kind, key: path, label: path)
    }
    var result = PipelineTopology()
    for node in topology.nodes { result.add(stripped(node)) }
    for edge in topology.edges {
      if edge.isDeclared { result.declare(from: stripped(edge.from), to: stripped(edge.to)) }
      if edge.isSeen { result.see(from: stripped(edge.from), to: stripped(edge.to)) }
    }
    return result
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

  /// The graph, titled `title`.
  func graph(title: String) -> PipelineGraph {
    let kept = keptNodes()
    var ids: [PipelineTopology.Node: String] = [:]
    var nodes: [PipelineGraph.Node] = []
    for node in topology.nodes where kept.contains(node) {
      let id = foldedID(of: node, kept: kept, memo: &ids, visiting: [])
      nodes.append(PipelineGraph.Node(id: id, label: label(of: node), kind: kind(of: node)))
    }
    var seen: [[String]: Bool] = [:]
    var order: [[String]] = []
    for edge in topology.edges where kept.contains(edge.from) && kept.contains(edge.to) {
      let pair = [ids[edge.from] ?? "", ids[edge.to] ?? ""]
      if seen[pair] == nil { order.append(pair) }
      seen[pair] = (seen[pair] ?? false) || edge.isSeen
    }
    let edges = order.map { PipelineGraph.Edge(from: $0[0], to: $0[1], isSeen: seen[$0] ?? false) }
    let all = extraEdges.filter { !isJoinedByStages($0, in: edges) } + edges
    return PipelineGraph(
      title: title, nodes: nodes + extraNodes, edges: all.filter { !isShortcut($0, in: all) })
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
  private func keptNodes() -> Set<PipelineTopology.Node> {
    let members = Set(topology.nodes.filter { isMemberNode($0) })
    let downstream = closure(from: members) { successors[$0] ?? [] }
    let requests = downstream.filter { $0.kind == .request }
    let upstream = closure(from: members.union(requests)) {
      predecessors[$0] ?? []
    }
    let declared = closure(from: members) { declaredSuccessors[$0] ?? [] }
    var deadEnds: [PipelineTopology.Node: Bool] = [:]
    let live = declared.filter { !leadsOnlyIntoWidgets($0, memo: &deadEnds, visiting: []) }
    return members.union(requests).union(downstream.intersection(upstream)).union(live)
  }

  /// Whether every declared path from `node` ends in a `<~` binding into something
  /// that is not a member (a View's widget): the View's own pipeline, not the screen's.
  private func leadsOnlyIntoWidgets(
    _ node: PipelineTopology.Node, memo: inout [PipelineTopology.Node: Bool],
    visiting: Set<PipelineTopology.Node>
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
    from start: Set<PipelineTopology.Node>,
    next: (PipelineTopology.Node) -> [PipelineTopology.Node]
  ) -> Set<PipelineTopology.Node> {
    var reached = Set<PipelineTopology.Node>()
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

  private func isMemberNode(_ node: PipelineTopology.Node) -> Bool {
    (node.kind == .property || node.kind == .action) && isMember(node.key)
  }

  /// A node's id in the graph: a member's folded path; a request's method; a stage's
  /// label with the folded ids of what feeds it, so identical chains of rows coincide.
  private func foldedID(
    of node: PipelineTopology.Node, kept: Set<PipelineTopology.Node>,
    memo: inout [PipelineTopology.Node: String], visiting: Set<PipelineTopology.Node>
  ) -> String {
    if let id = memo[node] { return id }
    let id: String
    switch node.kind {
    case .property, .action: id = Self.folded(node.key)
    case .request: id = "request " + node.key
    case .stage:
      if visiting.contains(node) { return node.key }
      let inputs = (predecessors[node] ?? []).filter { kept.contains($0) }
        .map { foldedID(of: $0, kept: kept, memo: &memo, visiting: visiting.union([node])) }
      id = "\(node.label) <- [\(Set(inputs).sorted().joined(separator: ", "))]"
    }
    memo[node] = id
    return id
  }

  private func label(of node: PipelineTopology.Node) -> String {
    node.kind == .property || node.kind == .action ? Self.folded(node.key) : node.label
  }

  private func kind(of node: PipelineTopology.Node) -> PipelineGraph.Kind {
    switch node.kind {
    case .property: .property
    case .stage: .stage
    case .action: .action
    case .request: .request
    }
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
