extension Signal {
  /// Combines the n-th values of `a`, `b` and `c`.
  public static func zip<B, C>(_ a: Signal, _ b: Signal<B, Error>, _ c: Signal<C, Error>)
    -> Signal<(Value, B, C), Error>
  {
    a.zip(with: b).zip(with: c).mapAfterInputs { ($0.0, $0.1, $1) }
      .reported(as: "zip", after: [a.core, b.core, c.core])
  }

  /// Combines the n-th values of `a`, `b`, `c` and `d`.
  public static func zip<B, C, D>(
    _ a: Signal, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    zip(a, b, c).zip(with: d).mapAfterInputs { ($0.0, $0.1, $0.2, $1) }
      .reported(as: "zip", after: [a.core, b.core, c.core, d.core])
  }

  /// Combines the n-th values of `a` to `e`.
  public static func zip<B, C, D, E>(
    _ a: Signal, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>
  ) -> Signal<(Value, B, C, D, E), Error> {
    zip(a, b, c, d).zip(with: e).mapAfterInputs { ($0.0, $0.1, $0.2, $0.3, $1) }
      .reported(as: "zip", after: [a.core, b.core, c.core, d.core, e.core])
  }

  /// Combines the n-th values of every signal in `signals` into an array, in order.
  /// An empty sequence gives a signal that completes at once.
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    let all = Array(signals)
    guard let first = all.first else { return .empty }
    return all.dropFirst().reduce(first.map { [$0] }) { zipped, next in
      zipped.zip(with: next).mapAfterInputs { $0 + [$1] }
    }.reported(as: "zip", after: all.map(\.core))
  }
}

extension SignalProducer {
  /// Combines the n-th values of `a`, `b` and `c`.
  public static func zip<B, C>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
  ) -> SignalProducer<(Value, B, C), Error> {
    a.zip(with: b).zip(with: c).map { ($0.0, $0.1, $1) }
  }

  /// Combines the n-th values of `a`, `b`, `c` and `d`.
  public static func zip<B, C, D>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ d: SignalProducer<D, Error>
  ) -> SignalProducer<(Value, B, C, D), Error> {
    zip(a, b, c).zip(with: d).map { ($0.0, $0.1, $0.2, $1) }
  }

  /// Combines the n-th values of `a` to `e`.
  public static func zip<B, C, D, E>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ d: SignalProducer<D, Error>, _ e: SignalProducer<E, Error>
  ) -> SignalProducer<(Value, B, C, D, E), Error> {
    zip(a, b, c, d).zip(with: e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
  }

  /// Combines the n-th values of every producer in `producers` into an array, in
  /// order. An empty sequence gives a producer that completes at once.
  public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where S.Element == SignalProducer<Value, Error> {
    let all = Array(producers)
    guard let first = all.first else { return .empty }
    return all.dropFirst().reduce(first.map { [$0] }) { zipped, next in
      zipped.zip(with: next).map { $0 + [$1] }
    }
  }

  /// Combines the n-th values of every producer in `producers`; sends `emptySentinel`
  /// and completes when there are none.
  public static func zip<S: Sequence>(_ producers: S, emptySentinel: [Value]) -> SignalProducer<
    [Value], Error
  > where S.Element == SignalProducer<Value, Error> {
    let all = Array(producers)
    return all.isEmpty ? SignalProducer<[Value], Error>(value: emptySentinel) : zip(all)
  }

  /// The latest values of every producer in `producers`; sends `emptySentinel` and
  /// completes when there are none.
  public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [Value])
    -> SignalProducer<[Value], Error>
  where S.Element == SignalProducer<Value, Error> {
    let all = Array(producers)
    return all.isEmpty
      ? SignalProducer<[Value], Error>(value: emptySentinel) : combineLatest(all)
  }
}
