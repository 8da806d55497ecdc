extension PropertyProtocol {
  /// A property holding `transform` of this property's value.
  public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
    Property(following: producer.map(transform), retaining: [self])
  }

  /// A property holding the value at `keyPath` of this property's value.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
    map { $0[keyPath: keyPath] }
  }

  /// A property holding the latest values of this property and `other` together.
  public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(following: producer.combineLatest(with: other.producer), retaining: [self, other])
  }

  /// A property holding pairs of this property's and `other`'s values, zipped one to one.
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(following: producer.zip(with: other.producer), retaining: [self, other])
  }

  /// A property that ignores changes for which `isEquivalent` says the new value is
  /// the same as the previous one.
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
    Property(following: producer.skipRepeats(isEquivalent), retaining: [self])
  }

  /// A property that flattens the property `transform` returns for each value: it
  /// follows the latest inner property.
  public func flatMap<P: PropertyProtocol>(_ transform: @escaping (Value) -> P) -> Property<P.Value>
  {
    Property(following: producer.flatMap(.latest) { transform($0).producer }, retaining: [self])
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that ignores changes to an equal value.
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value == Bool {
  /// A property holding the negation of this property's value.
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
      retaining: [a, b, c])
  }
}
