import Inspection
import ViewModelKit

extension Session {
  /// The pipelines of `viewModel` as `graph` draws them: what inspection finds declared
  /// (derived properties, what enables each action, lists of view-models) and what was
  /// seen changing at once after a `set` or `run`.
  func pipelineGraph(of viewModel: any ViewModel) -> PipelineGraph {
    let observed = observedBindings[ObjectIdentifier(viewModel)] ?? []
    let bindings = BindingGraph(of: viewModel, observed: observed)
    let actions = Set(Inspection.members(of: viewModel).filter { $0.action != nil }.map(\.name))
    let nodes = bindings.nodes.map { name in
      let kind: PipelineGraph.Kind =
        actions.contains(name)
        ? .action : (name.first?.isUppercase == true ? .viewModel : .property)
      return PipelineGraph.Node(id: name, label: name, kind: kind)
    }
    let edges = bindings.edges.map {
      PipelineGraph.Edge(
        from: $0.source, to: $0.target,
        isSeen: observed.contains(ObservedBinding(source: $0.source, target: $0.target)))
    }
    return PipelineGraph(title: viewModel.typeName, nodes: nodes, edges: edges)
  }
}
