extension PropertyProtocol {
  /// A property holding `transform` of this property's value. It does not keep this
  /// property alive (see `Property`).
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    var relay: PropertyRelay<U>?
    let subscription = observeCurrentAndChanges(
      of: self,
      { value in
        let target = PropertyRelay(transform(value))
        relay = target
        return { target.send(transform($0)) }
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
    let relay = PropertyRelay((value, other.value))
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
        return { value in relay.modify { $0.0 = value } }
      }, ended: ended)
    let right = observeCurrentAndChanges(
      of: other,
      { value in
        relay.modify { $0.1 = value }
        return { value in relay.modify { $0.1 = value } }
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
    var relay: PropertyRelay<Value>?
    let subscription = observeCurrentAndChanges(
      of: self,
      { value in
        let target = PropertyRelay(value)
        relay = target
        // Only this observation sets `target`, one change at a time, so its value is the
        // last value passed on.
        return { value in
          if !isEquivalent(target.value, value) { target.send(value) }
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
    map { !$0 }
  }

  /// A property that is true when both this property and `other` are.
  public func and<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: other).map { $0 && $1 }
  }

  /// A property that is true when this property or `other` is.
  public func or<P: PropertyProtocol>(_ other: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: other).map { $0 || $1 }
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
