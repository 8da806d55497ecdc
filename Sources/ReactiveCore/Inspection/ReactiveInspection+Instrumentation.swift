extension ReactiveInspection {
  /// Installs `instrument` beside any others: from now on every property change,
  /// operator stage, action run and producer start is reported to each (in the order
  /// they were installed). With none installed, nothing is reported and the hot paths
  /// pay one predictable branch.
  public static func install(_ instrument: any ReactiveInstrument) {
    Instrumentation.install(instrument)
  }

  /// Removes `instrument`; the others stay. Events already being reported on other
  /// threads may still reach it.
  public static func uninstall(_ instrument: any ReactiveInstrument) {
    Instrumentation.uninstall(instrument)
  }

  /// The event being delivered on this thread (or restored by a scheduler for the work
  /// running now), which an event reported now would have as its cause.
  public static var currentCause: ReactiveEvent.ID? {
    Instrumentation.currentCause.map(ReactiveEvent.ID.init(rawValue:))
  }

  /// Runs `body` with `cause` as the current cause, so that what it sets or starts is
  /// reported as caused by `cause` (a tool's own root event, such as a typed line).
  public static func withCause<Result>(
    _ cause: ReactiveEvent.ID?, _ body: () throws -> Result
  ) rethrows -> Result {
    try Instrumentation.withCause(cause?.rawValue, body)
  }

  /// The identity a property's changes are reported under (`ReactiveEvent.Kind.
  /// propertyChanged`): a `MutableProperty`'s own, a composed property's relay's, a
  /// capturing property's source's. Nil for a constant or a non-ReactiveCore object.
  public static func changeSubject(of property: AnyObject) -> ObjectIdentifier? {
    if property is any MutablePropertyProtocol { return ObjectIdentifier(property) }
    return (property as? any ChangeSubjectProviding)?.changeSubject
  }
}

/// What `ReactiveInspection.changeSubject(of:)` asks a read-only property for.
protocol ChangeSubjectProviding: AnyObject {
  /// The identity its changes are reported under, nil for a constant.
  var changeSubject: ObjectIdentifier? { get }
}
