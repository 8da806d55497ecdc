/// A user-facing member of a view-model: a property or an action, with its name.
public struct InspectedMember {
  /// What the member is.
  public enum Kind {
    /// A `Property` or `MutableProperty`.
    case property(InspectableProperty)
    /// An `Action`.
    case action(InspectableAction)
  }

  /// The stored property's name, as used in shell paths.
  public let name: String

  /// The property or action.
  public let kind: Kind

  /// A member named `name`.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// The property, when the member is one.
  public var property: InspectableProperty? {
    if case .property(let property) = kind { return property }
    return nil
  }

  /// The action, when the member is one.
  public var action: InspectableAction? {
    if case .action(let action) = kind { return action }
    return nil
  }

  /// The object behind the member (the property or the action), for identity.
  public var object: AnyObject {
    switch kind {
    case .property(let property): return property
    case .action(let action): return action
    }
  }
}
