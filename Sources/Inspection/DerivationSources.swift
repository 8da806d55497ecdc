/// Finds which of a view-model's members a derived property is computed from, by
/// following what derived `Property` values keep alive (`map`, `combineLatest` and
/// friends retain their sources, and an `Action` keeps the property it is enabled by).
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
    let enablingState =
      Mirror(reflecting: action).children
      .first { $0.label == "enablingState" }?.value as? InspectableProperty
    guard let enablingState else { return [] }
    if let member = candidates.first(where: { $0.object === enablingState }) {
      return [member.name]
    }
    return sources(reachableFrom: enablingState, among: candidates)
  }

  /// The members reachable from `root` through the properties it keeps alive.
  private static func sources(
    reachableFrom root: AnyObject, among candidates: [InspectedMember]
  ) -> [String] {
    var names: [ObjectIdentifier: String] = [:]
    for member in candidates { names[ObjectIdentifier(member.object)] = member.name }
    var found: [String] = []
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var pending: [Any] = Mirror(reflecting: root).children.map(\.value)
    while let next = pending.popLast(), visited.count < 1_000 {
      if let object = next as? InspectableProperty {
        let identity = ObjectIdentifier(object)
        guard visited.insert(identity).inserted else { continue }
        if let name = names[identity] {
          if !found.contains(name) { found.append(name) }
        } else {
          pending += Mirror(reflecting: object).children.map(\.value)
        }
      } else if let items = ValueFormatter.elements(of: next) {
        pending += items
      }
    }
    return found.sorted()
  }
}
