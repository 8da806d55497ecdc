extension SignalProducer {
  /// Lifts a curried binary signal operator to producers: the result, given a
  /// producer, starts `other` first and then this one (ReactiveSwift's `lift`).
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    liftRight(transform)
  }

  /// Lifts a curried binary signal operator to producers, starting this producer
  /// before the other one.
  public func liftLeft<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    { other in self.lift(with: other) { transform($0)($1) } }
  }

  /// Lifts a curried binary signal operator to producers, starting the other
  /// producer before this one.
  public func liftRight<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    { other in other.lift(with: self) { transform($1)($0) } }
  }
}
