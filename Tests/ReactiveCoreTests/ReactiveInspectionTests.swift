import Testing

@_spi(Inspection) @testable import ReactiveCore

@Suite struct ReactiveInspectionTests {
  @Test func aDerivedPropertyReportsItsDirectSourcesInOrder() {
    let a = MutableProperty(1)
    let b = MutableProperty("b")
    let mapped = a.map { $0 + 1 }
    let combined = mapped.combineLatest(with: b)
    #expect(identities(ReactiveInspection.sources(of: mapped)) == identities([a]))
    #expect(identities(ReactiveInspection.sources(of: combined)) == identities([mapped, b]))
    #expect(identities(ReactiveInspection.sources(of: a.skipRepeats())) == identities([a]))
    #expect(identities(ReactiveInspection.sources(of: Property(a))) == identities([a]))
    #expect(identities(ReactiveInspection.sources(of: Property(capturing: a))) == identities([a]))
  }

  @Test func settablePropertiesConstantsAndOtherObjectsHaveNoSources() {
    #expect(ReactiveInspection.sources(of: MutableProperty(1)).isEmpty)
    #expect(ReactiveInspection.sources(of: Property(value: 1)).isEmpty)
    #expect(ReactiveInspection.sources(of: Canary()).isEmpty)
  }

  @Test func aReleasedTemporaryIsSteppedOverToItsOwnSources() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    // Nothing keeps the two temporaries: `last` reports the sources they came from.
    let last = Property.combineLatest(a, b).map { $0 + $1 }.map { $0 * 2 }
    #expect(identities(ReactiveInspection.sources(of: last)) == identities([a, b]))
    #expect(last.value == 6)
  }

  @Test func anActionReportsThePropertyItIsEnabledBy() {
    let enabled = MutableProperty(true)
    let state = MutableProperty(3)
    let byProperty = Action<Void, Void, Never>(enabledIf: enabled) { .empty }
    let byState = Action<Void, Int, Never>(
      state: state, enabledIf: { $0 > 0 }, execute: { value, _ in SignalProducer(value: value) })
    #expect(ReactiveInspection.enablingProperty(of: byProperty) === enabled)
    #expect(ReactiveInspection.enablingProperty(of: byState) === state)
    #expect(ReactiveInspection.enablingProperty(of: enabled) == nil)
  }

  @Test func onlyMutablePropertiesAreSettable() {
    let source = MutableProperty(1)
    #expect(ReactiveInspection.isSettable(source))
    #expect(!ReactiveInspection.isSettable(source.map { $0 }))
    #expect(!ReactiveInspection.isSettable(Property(value: 1)))
    #expect(!ReactiveInspection.isSettable(Canary()))
  }

  @Test func inspectingKeepsNothingAlive() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakDerived: Property<Int>?
    weak var weakAction: Action<Void, Void, Never>?
    weak var weakEnabling: AnyObject?
    do {
      let source = MutableProperty(1)
      let derived = source.map { $0 * 2 }
      let action = Action<Void, Void, Never>(enabledIf: derived.map { $0 > 0 }) { .empty }
      weakSource = source
      weakDerived = derived
      weakAction = action
      weakEnabling = ReactiveInspection.enablingProperty(of: action)
      #expect(weakEnabling != nil)
      _ = reachableSources(of: derived)
      _ = reachableSources(of: weakEnabling!)
      #expect(ReactiveInspection.isSettable(source))
    }
    #expect(weakSource == nil)
    #expect(weakDerived == nil)
    #expect(weakAction == nil)
    #expect(weakEnabling == nil)
  }

  private func identities(_ objects: [AnyObject]) -> [ObjectIdentifier] {
    objects.map(ObjectIdentifier.init)
  }

  /// Every source reachable from `root`, transitively.
  private func reachableSources(of root: AnyObject) -> Set<ObjectIdentifier> {
    var found: Set<ObjectIdentifier> = []
    var pending = ReactiveInspection.sources(of: root)
    while let next = pending.popLast() {
      guard found.insert(ObjectIdentifier(next)).inserted else { continue }
      pending += ReactiveInspection.sources(of: next)
    }
    return found
  }
}
