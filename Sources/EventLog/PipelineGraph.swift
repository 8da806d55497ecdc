/// Pipelines as nodes (properties, operator stages, actions, service requests,
/// view-models) and the edges between them, each *declared* (ReactiveCore reported it
/// when a stage or binding was made), *seen* (a value went along it: an event caused
/// another), or both. One model for both uses: the topology of every pipeline the session
/// log saw (`SessionLogger.topology`) and the graph of one screen that `graph` draws (the
/// shell folds the topology into it), so they cannot disagree on what a node or an edge is.
public struct PipelineGraph: Sendable, Equatable {
  /// What a node is.
  public enum Kind: String, Sendable {
    /// A view-model's property (or an action's `isEnabled`/`isExecuting`), by its path.
    case property
    /// An operator stage or a `<~` binding, by its description (`throttle(1s)`).
    case stage
    /// An action, by its path.
    case action
    /// A service request, by service and method (`service.method`).
    case request
    /// A view-model, by its type: one pushed or held in a list.
    case viewModel
  }

  /// One node.
  public struct Node: Hashable, Sendable {
    /// Identifies the node among all of them: a path, `stage 17`, `request service.method`.
    public let id: String
    /// What is printed for it: a path, `throttle(1s)`, `service.method`.
    public let label: String
    /// What it is.
    public let kind: Kind

    /// A node `id`, printed as `label`.
    public init(id: String, label: String, kind: Kind) {
      self.id = id
      self.label = label
      self.kind = kind
    }
  }

  /// One edge: values go from the node `from` to the node `to` (their ids).
  public struct Edge: Hashable, Sendable {
    /// The id of the node values come from.
    public let from: String
    /// The id of the node they go to.
    public let to: String
    /// Whether a value was seen going along it in this session.
    public var isSeen: Bool
    /// Whether ReactiveCore reported it when the stage or binding was made.
    public var isDeclared: Bool

    /// An edge from `from` to `to`, seen or (when not seen) only declared.
    public init(from: String, to: String, isSeen: Bool, isDeclared: Bool? = nil) {
      self.from = from
      self.to = to
      self.isSeen = isSeen
      self.isDeclared = isDeclared ?? !isSeen
    }
  }

  /// Every node, in the order first met.
  public private(set) var nodes: [Node] = []
  /// Every edge, in the order first met; each joins two of `nodes`.
  public private(set) var edges: [Edge] = []
  private var nodeIndex: [String: Int] = [:]
  private var edgeIndex: [NodePair: Int] = [:]

  /// An empty graph.
  public init() {}

  /// A graph of `nodes` and the `edges` between them: a repeated node keeps its first
  /// form, a repeated edge is merged into the first, and an edge naming an unknown node or
  /// joining a node to itself is left out.
  public init(nodes: [Node], edges: [Edge]) {
    for node in nodes { add(node) }
    for edge in edges where nodeIndex[edge.from] != nil && nodeIndex[edge.to] != nil {
      connect(edge)
    }
  }

  /// Adds `node` if no node has its id yet.
  public mutating func add(_ node: Node) {
    guard nodeIndex[node.id] == nil else { return }
    nodeIndex[node.id] = nodes.count
    nodes.append(node)
  }

  /// Records an edge ReactiveCore declared, adding its ends.
  public mutating func declare(from: Node, to: Node) {
    add(from)
    add(to)
    connect(Edge(from: from.id, to: to.id, isSeen: false, isDeclared: true))
  }

  /// Records an edge a value was seen going along, adding its ends.
  public mutating func see(from: Node, to: Node) {
    add(from)
    add(to)
    connect(Edge(from: from.id, to: to.id, isSeen: true, isDeclared: false))
  }

  /// The node with `id`.
  public func node(_ id: String) -> Node? {
    nodeIndex[id].map { nodes[$0] }
  }

  /// The edges out of the node `id`, in order.
  public func edges(from id: String) -> [Edge] {
    edges.filter { $0.from == id }
  }

  /// The edges into the node `id`, in order.
  public func edges(into id: String) -> [Edge] {
    edges.filter { $0.to == id }
  }

  /// Whether a path of edges leads from the node `start` to the node `target`.
  public func leads(from start: String, to target: String) -> Bool {
    var seen: Set<String> = [start]
    var next = [start]
    while let id = next.popLast() {
      if id == target { return true }
      for edge in edges(from: id) where seen.insert(edge.to).inserted { next.append(edge.to) }
    }
    return false
  }

  /// Forgets the nodes `isGone` picks and the edges that join them to others.
  public mutating func forget(where isGone: (Node) -> Bool) {
    let gone = Set(nodes.filter(isGone).map(\.id))
    guard !gone.isEmpty else { return }
    nodes.removeAll { gone.contains($0.id) }
    edges.removeAll { gone.contains($0.from) || gone.contains($0.to) }
    nodeIndex = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
    edgeIndex = Dictionary(
      uniqueKeysWithValues: edges.enumerated().map { (NodePair(from: $1.from, to: $1.to), $0) })
  }

  private mutating func connect(_ edge: Edge) {
    guard edge.from != edge.to else { return }
    let pair = NodePair(from: edge.from, to: edge.to)
    if let index = edgeIndex[pair] {
      edges[index].isSeen = edges[index].isSeen || edge.isSeen
      edges[index].isDeclared = edges[index].isDeclared || edge.isDeclared
      return
    }
    edgeIndex[pair] = edges.count
    edges.append(edge)
  }

  private struct NodePair: Hashable, Sendable {
    let from: String
    let to: String
  }
}

extension PipelineGraph.Node {
  /// The node of the property at `path`.
  public static func property(_ path: String) -> Self {
    Self(id: path, label: path, kind: .property)
  }

  /// The node of the action at `path`.
  public static func action(_ path: String) -> Self {
    Self(id: path, label: path, kind: .action)
  }

  /// The node of operator stage number `stage`, described as `description`.
  public static func stage(_ stage: UInt64, _ description: String) -> Self {
    Self(id: "stage \(stage)", label: description, kind: .stage)
  }

  /// The node of the requests to `method` (`service.method`).
  public static func request(_ method: String) -> Self {
    Self(id: "request " + method, label: method, kind: .request)
  }

  /// The stage number of a stage's node.
  public var stageNumber: UInt64? {
    kind == .stage ? UInt64(id.dropFirst("stage ".count)) : nil
  }
}
