@_spi(Inspection) import ReactiveCore

/// Finds which of a view-model's members a derived property is computed from, by asking
/// ReactiveCore's inspection API for each derived property's sources (`map`,
/// `combineLatest` and friends) and for the property an `Action` is enabled by.
/// Bindings made with `<~` live in closures and cannot be seen this way.
public enum DerivationSources {
  /// The names of the members in `candidates` that `property` is derived from.
  public static func sources(
    of property: InspectableProperty, among candidates: [InspectedMember]
  ) -> [String] {
    sources(reachableFrom: property, among: candidates)
  }

  /// The names of the members in `candidates` that `action`'s `isEnabled` follows: the
  /// property given as its `enabledIf` (or `state`), and what that is derived from.
  public static func enablingSources(
    of action: InspectableAction, among candidates: [InspectedMember]
  ) -> [String] {
    // Only the enabling property is followed: the rest of the action (its own
    // isExecuting, which a view-model may expose as a member) is not what enables it.
    let enablingState = ReactiveInspection.enablingProperty(of: action)
    guard let enablingState else { return [] }
    if let member = candidates.first(where: { $0.object === enablingState }) {
      return [member.name]
    }
    return sources(reachableFrom: enablingState, among: candidates)
  }

  /// The members reachable from `root` through the sources it is derived from.
  private static func sources(
    reachableFrom root: AnyObject, among candidates: [InspectedMember]
  ) -> [String] {
    var names: [ObjectIdentifier: String] = [:]
    for member in candidates { names[ObjectIdentifier(member.object)] = member.name }
    var found: [String] = []
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var pending = ReactiveInspection.sources(of: root)
    while let next = pending.popLast(), visited.count < 1_000 {
      let identity = ObjectIdentifier(next)
      guard visited.insert(identity).inserted else { continue }
      if let name = names[identity] {
        if !found.contains(name) { found.append(name) }
      } else {
        pending += ReactiveInspection.sources(of: next)
      }
    }
    return found.sorted()
  }
}
