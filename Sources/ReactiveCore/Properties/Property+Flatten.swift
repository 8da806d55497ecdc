extension PropertyProtocol where Value: PropertyProtocol {
  /// A property that follows the inner property this one holds, flattened with
  /// `strategy` (`.latest` follows the current inner).
  public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
    Property(following: producer.flatMap(strategy) { $0.producer }, sources: [self])
  }
}

extension PropertyProtocol {
  /// A property that follows the properties `transform` returns, flattened with
  /// `strategy`.
  public func flatMap<P: PropertyProtocol>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> P
  ) -> Property<P.Value> {
    Property(following: producer.flatMap(strategy) { transform($0).producer }, sources: [self])
  }

  /// A property holding `value` whatever this property holds; it changes whenever
  /// this one does. (Disfavoured, so that a trailing closure means `map(_:)`.)
  @_disfavoredOverload
  public func map<U>(value: U) -> Property<U> {
    map { _ in value }
  }

  /// A property that starts as this property's value if it satisfies `predicate`, else
  /// `initial`, and then takes only the values that satisfy `predicate`.
  public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
    Property(
      following: SignalProducer(value: initial).concat(producer.filter(predicate)),
      sources: [self])
  }
}
