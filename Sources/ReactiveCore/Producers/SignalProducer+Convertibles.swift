// The producer operators that take another producer also take anything that converts
// to one (a signal, a property), as in ReactiveSwift. Disfavoured, so that a producer
// argument picks the plain form.

extension SignalProducer {
  /// Starts both and sends the latest value of each as a pair.
  @_disfavoredOverload
  public func combineLatest<Other: SignalProducerConvertible>(with other: Other)
    -> SignalProducer<(Value, Other.Value), Error>
  where Other.Error == Error {
    combineLatest(with: other.producer)
  }

  /// Starts both and pairs their n-th values.
  @_disfavoredOverload
  public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<
    (Value, Other.Value), Error
  > where Other.Error == Error {
    zip(with: other.producer)
  }

  /// Starts both and forwards the values of both as they come.
  @_disfavoredOverload
  public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<
    Value, Error
  > where Other.Value == Value, Other.Error == Error {
    merge(with: other.producer)
  }

  /// Sends the latest value with the sampler's value each time the sampler sends.
  @_disfavoredOverload
  public func sample<Sampler: SignalProducerConvertible>(with sampler: Sampler)
    -> SignalProducer<(Value, Sampler.Value), Error>
  where Sampler.Error == Never {
    sample(with: sampler.producer)
  }

  /// Sends the latest value each time the sampler sends.
  @_disfavoredOverload
  public func sample<Sampler: SignalProducerConvertible>(on sampler: Sampler) -> SignalProducer<
    Value, Error
  > where Sampler.Value == (), Sampler.Error == Never {
    sample(on: sampler.producer)
  }

  /// Pairs each value with the latest value of `samplee`.
  @_disfavoredOverload
  public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee)
    -> SignalProducer<(Value, Samplee.Value), Error>
  where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }

  /// Forwards events until `trigger` sends a value or completes.
  @_disfavoredOverload
  public func take<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<
    Value, Error
  > where Trigger.Value == (), Trigger.Error == Never {
    take(until: trigger.producer)
  }

  /// Skips values until `trigger` sends a value or completes.
  @_disfavoredOverload
  public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<
    Value, Error
  > where Trigger.Value == (), Trigger.Error == Never {
    skip(until: trigger.producer)
  }

  /// Forwards this producer's events until `replacement` sends its first event, then
  /// only `replacement`'s.
  @_disfavoredOverload
  public func take<Replacement: SignalProducerConvertible>(
    untilReplacement replacement: Replacement
  )
    -> SignalProducer<Value, Error>
  where Replacement.Value == Value, Replacement.Error == Error {
    take(untilReplacement: replacement.producer)
  }

  /// The latest values of `a` and `b` (signals, producers or properties).
  @_disfavoredOverload
  public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<(Value, B.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error {
    a.producer.combineLatest(with: b.producer)
  }

  /// The latest values of `a`, `b` and `c` (signals, producers or properties).
  @_disfavoredOverload
  public static func combineLatest<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C) -> SignalProducer<(Value, B.Value, C.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
    combineLatest(a.producer, b.producer, c.producer)
  }

  /// The n-th values of `a` and `b` (signals, producers or properties).
  @_disfavoredOverload
  public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<(Value, B.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error {
    a.producer.zip(with: b.producer)
  }

  /// The values of `a` and `b` (signals, producers or properties) as they come.
  @_disfavoredOverload
  public static func merge<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<Value, Error>
  where A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error {
    merge(a.producer, b.producer)
  }
}
