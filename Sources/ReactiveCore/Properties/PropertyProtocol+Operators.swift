extension PropertyProtocol {
  /// A property holding `transform` of this property's value. It does not keep this
  /// property alive (see `Property`).
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    map(transform, reporting: StageReport.begin("map", after: [self.signal.core]))
  }

  /// `map`, not reported to the instrumentation: a library's own plumbing (the rule
  /// that enables an action), whose consequences are reported with its source's cause.
  @_spi(Inspection)
  @inlinable
  public func unreportedMap<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    map(transform, reporting: nil)
  }

  /// `map`, reporting to `report` (nil: reporting nothing, as an action's own
  /// `isEnabled` and `isExecuting` do).
  @inlinable
  func map<U>(_ transform: @escaping (Value) -> U, reporting report: StageReport?) -> Property<U> {
    var relay: PropertyRelay<U>?
    let subscription = observeCurrentAndChanges(
      of: self,
      { value in
        let target = PropertyRelay(transform(value))
        relay = target
        // Chosen once, so with no instrument a value costs what it did before reporting.
        guard let report else { return { target.send(transform($0)) } }
        report.feeds(target)
        return { value in report.pass(value, sending: { transform(value) }) { target.send($0) } }
      }, ended: { relay?.complete() })
    return Property(relay: relay!, subscription: subscription, sources: [self])
  }

  /// A property holding the value at `keyPath` of this property's value.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
    map { $0[keyPath: keyPath] }
  }

  /// A property holding the latest values of this property and `other` together. It
  /// completes once both have completed.
  @inlinable
  public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    combineLatest(
      with: other,
      reporting: StageReport.begin("combineLatest", after: [self.signal.core, other.signal.core]))
  }

  /// `combineLatest(with:)`, reporting to `report` (nil: reporting nothing, as the
  /// pair inside `and` and `or`, which report as one stage).
  @inlinable
  func combineLatest<P: PropertyProtocol>(with other: P, reporting report: StageReport?)
    -> Property<(Value, P.Value)>
  {
    let relay = PropertyRelay((value, other.value))
    report?.feeds(relay)
    let remaining = Locked(2)
    let ended = {
      let isLast = remaining.withLock { remaining -> Bool in
        remaining -= 1
        return remaining == 0
      }
      if isLast { relay.complete() }
    }
    let left = observeCurrentAndChanges(
      of: self,
      { value in
        relay.modify { $0.0 = value }
        guard let report else { return { value in relay.modify { $0.0 = value } } }
        return { value in
          report.pass(value, sending: { (value, relay.value.1) }) { _ in
            relay.modify { $0.0 = value }
          }
        }
      }, ended: ended)
    let right = observeCurrentAndChanges(
      of: other,
      { value in
        relay.modify { $0.1 = value }
        guard let report else { return { value in relay.modify { $0.1 = value } } }
        return { value in
          report.pass(value, sending: { (relay.value.0, value) }) { _ in
            relay.modify { $0.1 = value }
          }
        }
      }, ended: ended)
    let subscription = CompositeDisposable([left, right].compactMap { $0 })
    return Property(relay: relay, subscription: subscription, sources: [self, other])
  }

  /// A property holding pairs of this property's and `other`'s values, zipped one to one.
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(following: producer.zip(with: other.producer), sources: [self, other])
  }

  /// A property that ignores changes for which `isEquivalent` says the new value is
  /// the same as the previous one.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
    skipRepeats(
      isEquivalent, reporting: StageReport.begin("skipRepeats", after: [self.signal.core]))
  }

  /// `skipRepeats`, reporting to `report` (nil: reporting nothing).
  @inlinable
  func skipRepeats(
    _ isEquivalent: @escaping (Value, Value) -> Bool, reporting report: StageReport?
  ) -> Property<Value> {
    var relay: PropertyRelay<Value>?
    let subscription = observeCurrentAndChanges(
      of: self,
      { value in
        let target = PropertyRelay(value)
        relay = target
        // Only this observation sets `target`, one change at a time, so its value is the
        // last value passed on.
        guard let report else {
          return { value in if !isEquivalent(target.value, value) { target.send(value) } }
        }
        report.feeds(target)
        return { value in
          guard !isEquivalent(target.value, value) else { return report.drop(value) }
          report.pass(value) { target.send(value) }
        }
      }, ended: { relay?.complete() })
    return Property(relay: relay!, subscription: subscription, sources: [self])
  }

  /// A property that flattens the property `transform` returns for each value: it
  /// follows the latest inner property.
  public func flatMap<P: PropertyProtocol>(_ transform: @escaping (Value) -> P) -> Property<P.Value>
  {
    Property(following: producer.flatMap(.latest) { transform($0).producer }, sources: [self])
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that ignores changes to an equal value.
  @inlinable
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value == Bool {
  /// A property holding the negation of this property's value.
  @inlinable
  public func negate() -> Property<Bool> {
    map({ !$0 }, reporting: StageReport.begin("negate", after: [self.signal.core]))
  }

  /// A property that is true when both this property and `other` are.
  public func and<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combined(with: other, reportedAs: "and") { $0 && $1 }
  }

  /// A property that is true when this property or `other` is.
  public func or<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combined(with: other, reportedAs: "or") { $0 || $1 }
  }

  /// `combine` of the latest values of this property and `other`, reported as one stage
  /// `description` (what the view-model wrote), not as the `combineLatest` and `map`
  /// it is made of.
  private func combined<P: PropertyProtocol>(
    with other: P, reportedAs description: String, _ combine: @escaping (Bool, Bool) -> Bool
  ) -> Property<Bool> where P.Value == Bool {
    let report = StageReport.begin(description, after: [self.signal.core, other.signal.core])
    return combineLatest(with: other, reporting: nil).map(combine, reporting: report)
  }
}

extension Property {
  /// A property holding the latest values of `a` and `b`.
  @inlinable
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A, _ b: B
  ) -> Property<(A.Value, B.Value)> where Value == (A.Value, B.Value) {
    a.combineLatest(with: b)
  }

  /// A property holding the latest values of `a`, `b` and `c`.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(A.Value, B.Value, C.Value)> where Value == (A.Value, B.Value, C.Value) {
    Property(
      following: SignalProducer.combineLatest(a.producer, b.producer, c.producer),
      sources: [a, b, c])
  }
}
