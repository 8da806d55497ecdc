@_spi(Inspection) import ReactiveCore

/// Why a property cannot be set, in the words `set` answers with: derived from other
/// members (named, so the user knows what to set instead), fed by the view-model's own
/// state, or a constant.
public enum ReadOnlyExplanation {
  /// Why `property`, a read-only member of `viewModel`, cannot be set: "is read-only:
  /// derived from firstName and lastName; set firstName or lastName instead", "is a constant (a String fixed when
  /// the view-model was made)", or "is set by the view-model itself".
  public static func explain(_ property: InspectableProperty, in viewModel: AnyObject) -> String {
    let members = Inspection.members(of: viewModel)
    let type = TypeName.of(property.valueType)
    let derivedFrom = DerivationSources.sources(of: property, among: members)
      .filter { name in members.first { $0.name == name }?.object !== property }
    if !derivedFrom.isEmpty {
      let settable = derivedFrom.filter { name in
        members.first { $0.name == name }?.property?.isMutable == true
      }
      let advice = settable.isEmpty ? "" : "; set \(list(settable, joinedBy: "or")) instead"
      return "is read-only: derived from \(list(derivedFrom))\(advice)"
    }
    if ReactiveInspection.sources(of: property).isEmpty {
      return "is a constant (a \(type) fixed when the view-model was made)"
    }
    return "is read-only: the view-model sets it (a \(type)) from its own state"
  }

  private static func list(_ names: [String], joinedBy conjunction: String = "and") -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
  }
}
