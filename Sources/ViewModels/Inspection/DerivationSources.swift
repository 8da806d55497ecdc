/// Finds which of a view-model's members a derived property is computed from, by
/// following what derived `Property` values keep alive (`map`, `combineLatest` and
/// friends retain their sources). Bindings made with `<~` and an `Action`'s `enabledIf`
/// live in closures and cannot be seen this way.
public enum DerivationSources {
  /// The names of the members in `candidates` that `property` is derived from.
  public static func sources(
    of property: InspectableProperty, among candidates: [InspectedMember]
  ) -> [String] {
    var names: [ObjectIdentifier: String] = [:]
    for member in candidates { names[ObjectIdentifier(member.object)] = member.name }
    var found: [String] = []
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(property)]
    var pending: [Any] = Mirror(reflecting: property).children.map(\.value)
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
