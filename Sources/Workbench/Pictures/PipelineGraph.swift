/// What `graph` draws: the pipelines of a view-model as nodes (properties, operator
/// stages, actions, service requests, view-models) and the edges between them, each
/// either seen (a value went along it in this session) or only declared (built, not
/// fired yet). A pure value: `PipelineGraphText` and `PipelineGraphDot` draw it.
public struct PipelineGraph: Equatable, Sendable {
  /// What a node is.
  public enum Kind: String, Equatable, Sendable {
    /// A view-model's property (or an action's `isEnabled`/`isExecuting`), by its path.
    case property
    /// An operator stage, by its description (`throttle(1s)`).
    case stage
    /// An action, by its path.
    case action
    /// A service request, by service and method (`twitter.searchRecent`).
    case request
    /// A view-model, by its type: one pushed or held in a list.
    case viewModel
  }

  /// One node.
  public struct Node: Hashable, Sendable {
    /// Identifies the node in `edges`.
    public let id: String
    /// What is printed for it.
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

  /// One edge: values go from `from` to `to`.
  public struct Edge: Hashable, Sendable {
    /// The id of the node values come from.
    public let from: String
    /// The id of the node they go to.
    public let to: String
    /// Whether a value was seen going along it in this session.
    public let isSeen: Bool

    /// An edge from `from` to `to`.
    public init(from: String, to: String, isSeen: Bool) {
      self.from = from
      self.to = to
      self.isSeen = isSeen
    }
  }

  /// Whose pipelines these are (a view-model's label).
  public let title: String
  /// The nodes, in the order they were met.
  public let nodes: [Node]
  /// The edges, in the order they were met; each joins two of `nodes`.
  public let edges: [Edge]

  /// A graph of `nodes` and the `edges` between them (edges naming an unknown node, and
  /// repeats, are left out).
  public init(title: String, nodes: [Node], edges: [Edge]) {
    self.title = title
    var seenIDs = Set<String>()
    self.nodes = nodes.filter { seenIDs.insert($0.id).inserted }
    var pairs = Set<[String]>()
    self.edges = edges.filter {
      seenIDs.contains($0.from) && seenIDs.contains($0.to) && $0.from != $0.to
        && pairs.insert([$0.from, $0.to]).inserted
    }
  }

  /// The node with `id`.
  func node(_ id: String) -> Node? {
    nodes.first { $0.id == id }
  }

  /// The edges out of the node `id`, in order.
  func edges(from id: String) -> [Edge] {
    edges.filter { $0.from == id }
  }

  /// The edges into the node `id`, in order.
  func edges(into id: String) -> [Edge] {
    edges.filter { $0.to == id }
  }
}
