/// The one door through which tools look into ReactiveCore (the workbench's `graph`,
/// for one): what a derived property is derived from, which property enables an
/// action, whether a property can be set. Nothing else reads ReactiveCore's internals.
///
/// Looking keeps nothing alive: a property refers to its sources weakly, so inspecting
/// a graph never extends the life of any part of it. Import it with
/// `@_spi(Inspection) import ReactiveCore`.
@_spi(Inspection)
public enum ReactiveInspection {
  /// The live properties `property` is directly derived from (the receiver and the
  /// arguments of `map`, `combineLatest`, `skipRepeats`, `Property(_:)`...), in the
  /// order they were given. A source that is gone is replaced by its own sources, so a
  /// chain of temporaries (`a.map(f).map(g)`) still leads to `a`. Empty for a
  /// `MutableProperty`, a constant, or anything that is not a ReactiveCore property.
  public static func sources(of property: AnyObject) -> [AnyObject] {
    guard let inspectable = property as? any SourceInspectable else { return [] }
    var found: [AnyObject] = []
    for link in inspectable.sourceLinks { link.appendLiveObjects(to: &found) }
    return found
  }

  /// The property an `Action` is enabled by: what its initializer was given as
  /// `enabledIf:` (or `state:`). Nil when `action` is not an `Action`.
  public static func enablingProperty(of action: AnyObject) -> AnyObject? {
    (action as? any EnablingStateInspectable)?.enablingProperty
  }

  /// Whether `property` can be set from outside: it conforms to
  /// `MutablePropertyProtocol` (a `MutableProperty`, or a settable property type of
  /// one's own) rather than being read-only.
  public static func isSettable(_ property: AnyObject) -> Bool {
    property is any MutablePropertyProtocol
  }
}

/// What `ReactiveInspection.sources(of:)` asks a property for.
protocol SourceInspectable: AnyObject {
  /// Weak links to the sources the property was derived from.
  var sourceLinks: [SourceLink] { get }
}

/// What `ReactiveInspection.enablingProperty(of:)` asks an action for.
protocol EnablingStateInspectable: AnyObject {
  /// The property the action is enabled by.
  var enablingProperty: AnyObject { get }
}
