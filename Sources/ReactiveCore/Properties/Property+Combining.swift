extension Property {
  /// A property holding the latest values of `a` to `d`.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol
  >(_ a: A, _ b: B, _ c: C, _ d: D) -> Property<(A.Value, B.Value, C.Value, D.Value)>
  where Value == (A.Value, B.Value, C.Value, D.Value) {
    Property(
      following: SignalProducer.combineLatest(a.producer, b.producer, c.producer, d.producer),
      sources: [a, b, c, d])
  }

  /// A property holding the latest values of every property in `properties`, in
  /// order; nil when there are none.
  public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol, Value == [S.Element.Value] {
    let all = Array(properties)
    guard !all.isEmpty else { return nil }
    return Property(
      following: SignalProducer.combineLatest(all.map(\.producer)), sources: all.map { $0 })
  }

  /// A property holding the latest values of every property in `properties`, in
  /// order; `emptySentinel` when there are none.
  public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value])
    -> Property<[S.Element.Value]>
  where S.Element: PropertyProtocol, Value == [S.Element.Value] {
    combineLatest(properties) ?? Property(value: emptySentinel)
  }

  /// A property holding the n-th values of `a` and `b`: it changes once both have
  /// changed.
  public static func zip<A: PropertyProtocol, B: PropertyProtocol>(_ a: A, _ b: B) -> Property<
    (A.Value, B.Value)
  > where Value == (A.Value, B.Value) {
    a.zip(with: b)
  }

  /// A property holding the n-th values of `a`, `b` and `c`.
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(A.Value, B.Value, C.Value)> where Value == (A.Value, B.Value, C.Value) {
    Property(following: SignalProducer.zip(a.producer, b.producer, c.producer), sources: [a, b, c])
  }

  /// A property holding the n-th values of `a` to `d`.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol
  >(_ a: A, _ b: B, _ c: C, _ d: D) -> Property<(A.Value, B.Value, C.Value, D.Value)>
  where Value == (A.Value, B.Value, C.Value, D.Value) {
    Property(
      following: SignalProducer.zip(a.producer, b.producer, c.producer, d.producer),
      sources: [a, b, c, d])
  }

  /// A property holding the n-th values of every property in `properties`, in order;
  /// nil when there are none.
  public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol, Value == [S.Element.Value] {
    let all = Array(properties)
    guard !all.isEmpty else { return nil }
    return Property(following: SignalProducer.zip(all.map(\.producer)), sources: all.map { $0 })
  }

  /// A property holding the n-th values of every property in `properties`, in order;
  /// `emptySentinel` when there are none.
  public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value])
    -> Property<[S.Element.Value]>
  where S.Element: PropertyProtocol, Value == [S.Element.Value] {
    zip(properties) ?? Property(value: emptySentinel)
  }
}

extension PropertyProtocol {
  /// A property holding the current value paired with the one before it, starting
  /// with `initial` as the one before.
  public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
    Property(following: producer.combinePrevious(initial), sources: [self])
  }

  /// A property that ignores values whose identity it has held before.
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity)
    -> Property<Value>
  {
    Property(following: producer.uniqueValues(transform), sources: [self])
  }
}

extension PropertyProtocol where Value: Hashable {
  /// A property that ignores values it has held before.
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}

extension PropertyProtocol {
  /// ReactiveSwift's spelling, callable on any property type
  /// (`Property<String>.combineLatest(names, emptySentinel: [])`): the latest values of
  /// every property in `properties`, or `emptySentinel` when there are none.
  @_disfavoredOverload
  public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value])
    -> Property<[S.Element.Value]>
  where S.Element: PropertyProtocol {
    Property<[S.Element.Value]>.combineLatest(properties, emptySentinel: emptySentinel)
  }

  /// ReactiveSwift's spelling, callable on any property type: the n-th values of every
  /// property in `properties`, or `emptySentinel` when there are none.
  @_disfavoredOverload
  public static func zip<S: Sequence>(_ properties: S, emptySentinel: [S.Element.Value])
    -> Property<[S.Element.Value]>
  where S.Element: PropertyProtocol {
    Property<[S.Element.Value]>.zip(properties, emptySentinel: emptySentinel)
  }

  /// ReactiveSwift's spelling, callable on any property type: the latest values of
  /// every property in `properties`; nil when there are none.
  @_disfavoredOverload
  public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol {
    Property<[S.Element.Value]>.combineLatest(properties)
  }

  /// ReactiveSwift's spelling, callable on any property type: the n-th values of every
  /// property in `properties`; nil when there are none.
  @_disfavoredOverload
  public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol {
    Property<[S.Element.Value]>.zip(properties)
  }
}
