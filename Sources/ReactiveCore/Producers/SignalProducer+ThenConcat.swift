extension SignalProducer {
  /// Waits for this producer to complete, ignoring its values, then forwards the
  /// events of `replacement`, which cannot fail.
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
    then(replacement.promoteError(Error.self))
  }

  /// Waits for this producer to complete, then forwards the events of `replacement`
  /// (a signal, a producer or a property).
  @_disfavoredOverload
  public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement)
    -> SignalProducer<Replacement.Value, Error>
  where Replacement.Error == Error {
    then(replacement.producer)
  }

  /// Forwards this producer's events, then, once it completes, those of `next` (a
  /// signal, a producer or a property).
  @_disfavoredOverload
  public func concat<Next: SignalProducerConvertible>(_ next: Next) -> SignalProducer<
    Value, Error
  > where Next.Value == Value, Next.Error == Error {
    concat(next.producer)
  }

  /// Forwards this producer's events, then sends `value` once it completes.
  public func concat(value: Value) -> SignalProducer<Value, Error> {
    concat(SignalProducer(value: value))
  }

  /// Forwards this producer's events, then fails with `error` once it completes.
  public func concat(error: Error) -> SignalProducer<Value, Error> {
    concat(SignalProducer(error: error))
  }

  /// Forwards the events of `previous`, then, once it completes, this producer's.
  public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    previous.concat(self)
  }

  /// Forwards the events of `previous` (a signal, a producer or a property), then this
  /// producer's.
  @_disfavoredOverload
  public func prefix<Previous: SignalProducerConvertible>(_ previous: Previous) -> SignalProducer<
    Value, Error
  > where Previous.Value == Value, Previous.Error == Error {
    previous.producer.concat(self)
  }
}

extension SignalProducer {
  /// Waits for this producer to complete, then forwards the events of `replacement`,
  /// of the same type (lets `.then(.empty)` resolve).
  public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    followed(by: replacement)
  }

  /// The generic `then`, which a call with a replacement of another value type reaches
  /// (here, the value type is only known to be `U`).
  private func followed<U>(by replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    then(replacement)
  }
}
