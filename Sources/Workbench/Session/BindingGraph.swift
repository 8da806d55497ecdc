import Foundation
import Inspection
import ViewModelKit

/// Which members of a view-model feed which, as far as the shell can tell: derived
/// properties (from what they retain), each command's own isExecuting → isEnabled,
/// lists and the view-models they hold, and bindings seen at work during `set` and `run`.
public struct BindingGraph {
  /// How an edge was found.
  public enum Evidence: String, Sendable {
    /// A derived property keeps its source alive.
    case derived
    /// An `Action` disables itself while it runs.
    case action
    /// A list holds view-models of that type.
    case list
    /// An `Action` is enabled by this property (its `enabledIf` or `state`).
    case enabledIf
    /// Changing the source changed the target at once, in this session.
    case observed
  }

  /// One arrow: `source` feeds `target`.
  public struct Edge: Equatable, Sendable {
    /// Where the value comes from.
    public let source: String
    /// What it changes.
    public let target: String
    /// How the shell knows.
    public let evidence: Evidence
  }

  /// The view-model's label.
  public let title: String
  /// Every member and action state, in order.
  public let nodes: [String]
  /// The arrows.
  public let edges: [Edge]

  /// The graph of `viewModel`, with the bindings observed so far.
  public init(of viewModel: any ViewModel, observed: [ObservedBinding]) {
    title = viewModel.typeName
    let members = Inspection.members(of: viewModel)
    var nodes: [String] = []
    var edges: [Edge] = []
    func add(_ edge: Edge) {
      if !edges.contains(where: { $0.source == edge.source && $0.target == edge.target }) {
        edges.append(edge)
      }
    }
    for member in members {
      switch member.kind {
      case .action(let action):
        nodes += [member.name, "\(member.name).isExecuting", "\(member.name).isEnabled"]
        add(
          Edge(
            source: "\(member.name).isExecuting", target: "\(member.name).isEnabled",
            evidence: .action))
        for source in DerivationSources.enablingSources(of: action, among: members) {
          add(Edge(source: source, target: "\(member.name).isEnabled", evidence: .enabledIf))
        }
      case .property(let property):
        nodes.append(member.name)
        for source in DerivationSources.sources(of: property, among: members) {
          add(Edge(source: source, target: member.name, evidence: .derived))
        }
        if ValueFormatter.elements(of: property.currentValue) != nil {
          let itemType = TypeName.of(property.valueType).trimmingCharacters(
            in: CharacterSet(charactersIn: "[]?"))
          nodes.append(itemType)
          add(Edge(source: member.name, target: itemType, evidence: .list))
        }
      }
    }
    for binding in observed {
      add(Edge(source: binding.source, target: binding.target, evidence: .observed))
    }
    self.nodes = nodes
    self.edges = edges
  }
}
