/// The pipelines the session has seen, as nodes and edges, for `graph` to draw: which
/// stage, property, action or service request feeds which. An edge is *declared*
/// (ReactiveCore reported it when a stage or binding was made) or *seen* (a value went
/// along it: an event caused another), or both.
public struct PipelineTopology: Sendable, Equatable {
  /// A node: something values come from or go to.
  public struct Node: Hashable, Sendable {
    /// What kind of node it is.
    public enum Kind: String, Sendable {
      /// A view-model's property, by its path.
      case property
      /// An operator stage or a `<~` binding, by its description.
      case stage
      /// An action, by its path.
      case action
      /// A service request, by its service and method (`twitter.searchRecent`).
      case request
    }

    /// What kind of node it is.
    public let kind: Kind
    /// Identifies the node among those of its kind: a path, `stage 17`, a method.
    public let key: String
    /// What to print for it: a path, `throttle(1s)`, `twitter.searchRecent`.
    public let label: String

    /// A node.
    public init(kind: Kind, key: String, label: String) {
      self.kind = kind
      self.key = key
      self.label = label
    }
  }

  /// An edge from one node to the next.
  public struct Edge: Hashable, Sendable {
    /// Where values come from.
    public let from: Node
    /// Where they go.
    public let to: Node
    /// Whether ReactiveCore reported it when the stage or binding was made.
    public var isDeclared: Bool
    /// Whether a value was seen going along it.
    public var isSeen: Bool

    /// An edge.
    public init(from: Node, to: Node, isDeclared: Bool, isSeen: Bool) {
      self.from = from
      self.to = to
      self.isDeclared = isDeclared
      self.isSeen = isSeen
    }
  }

  /// Every node, in the order first met.
  public private(set) var nodes: [Node] = []
  /// Every edge, in the order first met.
  public private(set) var edges: [Edge] = []
  private var nodeSet: Set<Node> = []
  private var edgeIndex: [NodePair: Int] = [:]

  /// An empty topology.
  public init() {}

  /// Adds `node` if it is new.
  public mutating func add(_ node: Node) {
    if nodeSet.insert(node).inserted { nodes.append(node) }
  }

  /// Records an edge ReactiveCore declared.
  public mutating func declare(from: Node, to: Node) {
    connect(from: from, to: to, declared: true)
  }

  /// Records an edge a value was seen going along.
  public mutating func see(from: Node, to: Node) {
    connect(from: from, to: to, declared: false)
  }

  /// The edges into `node`.
  public func edges(into node: Node) -> [Edge] { edges.filter { $0.to == node } }

  /// The edges out of `node`.
  public func edges(outOf node: Node) -> [Edge] { edges.filter { $0.from == node } }

  /// Forgets the nodes `isGone` picks and the edges that join them to others.
  public mutating func forget(where isGone: (Node) -> Bool) {
    nodes.removeAll(where: isGone)
    nodeSet = Set(nodes)
    edges.removeAll { isGone($0.from) || isGone($0.to) }
    edgeIndex = Dictionary(
      uniqueKeysWithValues: edges.enumerated().map { (NodePair(from: $1.from, to: $1.to), $0) })
  }

  private mutating func connect(from: Node, to: Node, declared: Bool) {
    guard from != to else { return }
    add(from)
    add(to)
    let pair = NodePair(from: from, to: to)
    if let index = edgeIndex[pair] {
      if declared { edges[index].isDeclared = true } else { edges[index].isSeen = true }
      return
    }
    edgeIndex[pair] = edges.count
    edges.append(Edge(from: from, to: to, isDeclared: declared, isSeen: !declared))
  }

  private struct NodePair: Hashable, Sendable {
    let from: Node
    let to: Node
  }
}

extension PipelineTopology {
  /// The stages among `released` (stage keys) that lie on no chain between two other
  /// things any more: fed by nothing or feeding nothing, once the released stages beside
  /// them are gone too. A released stage gets no new edge, so such a stage can never
  /// show in a graph again.
  public func deadEnds(among released: Set<String>) -> Set<Node> {
    var inputs: [Node: Int] = [:]
    var outputs: [Node: Int] = [:]
    var successors: [Node: [Node]] = [:]
    var predecessors: [Node: [Node]] = [:]
    for edge in edges {
      outputs[edge.from, default: 0] += 1
      inputs[edge.to, default: 0] += 1
      successors[edge.from, default: []].append(edge.to)
      predecessors[edge.to, default: []].append(edge.from)
    }
    func isReleased(_ node: Node) -> Bool { node.kind == .stage && released.contains(node.key) }
    var dead = Set<Node>()
    var candidates = nodes.filter(isReleased)
    while let node = candidates.popLast() {
      guard !dead.contains(node), inputs[node, default: 0] == 0 || outputs[node, default: 0] == 0
      else { continue }
      dead.insert(node)
      for next in successors[node] ?? [] {
        inputs[next, default: 0] -= 1
        if isReleased(next) { candidates.append(next) }
      }
      for previous in predecessors[node] ?? [] {
        outputs[previous, default: 0] -= 1
        if isReleased(previous) { candidates.append(previous) }
      }
    }
    return dead
  }

  /// The stages among `released` that repeat a stage met before them: the same
  /// description, joined to the same things by the same kinds of edges (each run of a
  /// request makes its stages anew). A graph draws them as one, so only the first stays.
  public func duplicates(among released: Set<String>) -> Set<Node> {
    var joins: [Node: [String]] = [:]
    for edge in edges {
      let flags = (edge.isDeclared ? "d" : "") + (edge.isSeen ? "s" : "")
      joins[edge.to, default: []].append("< \(edge.from.kind) \(edge.from.key) \(flags)")
      joins[edge.from, default: []].append("> \(edge.to.kind) \(edge.to.key) \(flags)")
    }
    var met = Set<[String]>()
    var duplicates = Set<Node>()
    for node in nodes where node.kind == .stage {
      let signature = [node.label] + (joins[node] ?? []).sorted()
      if !met.insert(signature).inserted && released.contains(node.key) {
        duplicates.insert(node)
      }
    }
    return duplicates
  }
}
