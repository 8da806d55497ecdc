extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a signal of signals, properties or producers with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    map(\.producer).flattenProducers(strategy)
      .reported(as: "flatten(.\(strategy))", after: [self.core])
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a signal of inners that cannot fail (signals, properties, producers).
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    map { $0.producer.promoteError(Error.self) }.flattenProducers(strategy)
      .reported(as: "flatten(.\(strategy))", after: [self.core])
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a signal that cannot fail of inners that can.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
    promoteError(Value.Error.self).map(\.producer).flattenProducers(strategy)
      .reported(as: "flatten(.\(strategy))", after: [self.core])
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens a signal that cannot fail of inners that cannot fail either.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
    map(\.producer).flattenProducers(strategy)
      .reported(as: "flatten(.\(strategy))", after: [self.core])
  }
}

extension Signal where Value: Sequence {
  /// Sends every element of every sequence this signal sends, in order.
  @inlinable @_disfavoredOverload
  public func flatten() -> Signal<Value.Element, Error> {
    map { SignalProducer<Value.Element, Error>($0) }.flattenProducers(.merge)
      .reported(as: "flatten", after: [self.core])
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a producer of signals, properties or producers with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    lift { $0.flatten(strategy) }
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a producer of inners that cannot fail.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    lift { $0.flatten(strategy) }
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a producer that cannot fail of inners that can.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
    lift { $0.flatten(strategy) }
  }
}

extension SignalProducer
where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens a producer that cannot fail of inners that cannot fail either.
  @inlinable @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
    lift { $0.flatten(strategy) }
  }
}

extension SignalProducer where Value: Sequence {
  /// Sends every element of every sequence this producer sends, in order.
  @inlinable @_disfavoredOverload
  public func flatten() -> SignalProducer<Value.Element, Error> {
    lift { $0.flatten() }
  }
}

extension Signal {
  /// Maps each value to a signal, property or producer and flattens them with
  /// `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    flatMap(strategy) { transform($0).producer }
  }

  /// Maps each value to a signal, property or producer that cannot fail and flattens
  /// them with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer.promoteError(Error.self) }
  }

  /// Replaces a failure with the events of the signal, property or producer `handler`
  /// returns.
  @inlinable @_disfavoredOverload
  public func flatMapError<Inner: SignalProducerConvertible>(
    _ handler: @escaping (Error) -> Inner
  ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { handler($0).producer }
  }
}

extension Signal where Error == Never {
  /// Maps each value to an inner that can fail and flattens them with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> {
    promoteError(Inner.Error.self).flatMap(strategy) { transform($0).producer }
  }

  /// Maps each value to an inner that cannot fail and flattens them with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer }
  }
}

extension SignalProducer {
  /// Maps each value to a signal, property or producer and flattens them.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    lift { $0.flatMap(strategy, transform) }
  }

  /// Maps each value to an inner that cannot fail and flattens them.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    lift { $0.flatMap(strategy, transform) }
  }

  /// Replaces a failure with the events of the signal, property or producer `handler`
  /// returns.
  @inlinable @_disfavoredOverload
  public func flatMapError<Inner: SignalProducerConvertible>(
    _ handler: @escaping (Error) -> Inner
  ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { handler($0).producer }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to an inner that can fail and flattens them with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> {
    lift { $0.flatMap(strategy, transform) }
  }

  /// Maps each value to an inner that cannot fail and flattens them with `strategy`.
  @inlinable @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
    lift { $0.flatMap(strategy, transform) }
  }
}
