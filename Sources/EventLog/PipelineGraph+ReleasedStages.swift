extension PipelineGraph {
  /// The stages among `released` (stage ids) that lie on no chain between two other
  /// things any more: fed by nothing or feeding nothing, once the released stages beside
  /// them are gone too. A released stage gets no new edge, so such a stage can never
  /// show in a graph again.
  public func deadEnds(among released: Set<String>) -> Set<Node> {
    var inputs: [String: Int] = [:]
    var outputs: [String: Int] = [:]
    var successors: [String: [String]] = [:]
    var predecessors: [String: [String]] = [:]
    for edge in edges {
      outputs[edge.from, default: 0] += 1
      inputs[edge.to, default: 0] += 1
      successors[edge.from, default: []].append(edge.to)
      predecessors[edge.to, default: []].append(edge.from)
    }
    let releasedStages = nodes.filter { $0.kind == .stage && released.contains($0.id) }
    let isReleased = Set(releasedStages.map(\.id))
    var dead = Set<String>()
    var candidates = releasedStages.map(\.id)
    while let id = candidates.popLast() {
      guard !dead.contains(id), inputs[id, default: 0] == 0 || outputs[id, default: 0] == 0
      else { continue }
      dead.insert(id)
      for next in successors[id] ?? [] {
        inputs[next, default: 0] -= 1
        if isReleased.contains(next) { candidates.append(next) }
      }
      for previous in predecessors[id] ?? [] {
        outputs[previous, default: 0] -= 1
        if isReleased.contains(previous) { candidates.append(previous) }
      }
    }
    return Set(releasedStages.filter { dead.contains($0.id) })
  }

  /// The stages among `released` that repeat a stage met before them: the same
  /// description, joined to the same things by the same kinds of edges (each run of a
  /// request makes its stages anew). A graph draws them as one, so only the first stays.
  public func duplicates(among released: Set<String>) -> Set<Node> {
    var kinds: [String: Kind] = [:]
    for node in nodes { kinds[node.id] = node.kind }
    var joins: [String: [String]] = [:]
    for edge in edges {
      let flags = (edge.isDeclared ? "d" : "") + (edge.isSeen ? "s" : "")
      let fromKind = kinds[edge.from]?.rawValue ?? ""
      let toKind = kinds[edge.to]?.rawValue ?? ""
      joins[edge.to, default: []].append("< \(fromKind) \(edge.from) \(flags)")
      joins[edge.from, default: []].append("> \(toKind) \(edge.to) \(flags)")
    }
    var met = Set<[String]>()
    var duplicates = Set<Node>()
    for node in nodes where node.kind == .stage {
      let signature = [node.label] + (joins[node.id] ?? []).sorted()
      if !met.insert(signature).inserted && released.contains(node.id) {
        duplicates.insert(node)
      }
    }
    return duplicates
  }
}
