extension Signal {
  /// Sends the latest value of each signal as a pair, once both have sent a value.
  /// Completes when both complete; fails or is interrupted when either does.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    let report = StageReport.begin("combineLatest", after: [self.core, other.core])
    let signal = Signal<(Value, U), Error>(stage: SignalCore()) { core, lifetime in
      // The latest values are touched only inside this signal's serialized deliveries
      // (`sendTransaction`), whose lock guards them: no lock of their own to take, and
      // no hop through an input observer, on every value.
      let latest = StageState(CombineLatestState<Value, U>())
      // Completions are counted under a lock of their own, so that the completion is
      // sent as a terminal event, which never waits for the delivery lock.
      let completedSides = Locked(0)
      func forward<Input>(_ value: Input, _ update: (inout CombineLatestState<Value, U>) -> Void) {
        guard let report else {
          return core.sendTransaction {
            update(&latest.value)
            return latest.value.pair.map { .value($0) }
          }
        }
        var pair: (Value, U)?
        core.sendTransaction {
          update(&latest.value)
          pair = latest.value.pair
          return nil
        }
        guard let pair else { return report.hold(value) {} }
        report.pass(value, sending: { pair }) { core.send(.value($0)) }
      }
      func complete() {
        let done = completedSides.withLock { count -> Bool in
          count += 1
          return count == 2
        }
        if done { core.send(.completed) }
      }
      lifetime += self.observe { event in
        switch event {
        case .value(let value): forward(value) { $0.left = value }
        case .failed(let error): core.send(.failed(error))
        case .completed: complete()
        case .interrupted: core.send(.interrupted)
        }
      }
      lifetime += other.observe { event in
        switch event {
        case .value(let value): forward(value) { $0.right = value }
        case .failed(let error): core.send(.failed(error))
        case .completed: complete()
        case .interrupted: core.send(.interrupted)
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// The latest values of `a` and `b`.
  @inlinable
  public static func combineLatest<B>(_ a: Signal, _ b: Signal<B, Error>) -> Signal<
    (Value, B), Error
  > {
    a.combineLatest(with: b)
  }

  /// The latest values of `a`, `b` and `c`.
  public static func combineLatest<B, C>(
    _ a: Signal, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    a.combineLatest(with: b).combineLatest(with: c).mapAfterInputs { ($0.0, $0.1, $1) }
  }

  /// The latest values of `a`, `b`, `c` and `d`.
  public static func combineLatest<B, C, D>(
    _ a: Signal, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    combineLatest(a, b, c).combineLatest(with: d).mapAfterInputs { ($0.0, $0.1, $0.2, $1) }
  }

  /// The latest values of every signal in `signals`, as an array in the same order.
  /// An empty sequence gives a signal that completes at once.
  public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    let all = Array(signals)
    guard let first = all.first else { return .empty }
    return all.dropFirst().reduce(first.map { [$0] }) { combined, next in
      combined.combineLatest(with: next).mapAfterInputs { $0 + [$1] }
    }
  }
}

extension SignalProducer {
  /// Starts both producers and sends the latest value of each as a pair.
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<
    (Value, U), Error
  > {
    lift(with: other) { $0.combineLatest(with: $1) }
  }

  /// The latest values of `a` and `b`.
  @inlinable
  public static func combineLatest<B>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>
  ) -> SignalProducer<(Value, B), Error> {
    a.combineLatest(with: b)
  }

  /// The latest values of `a`, `b` and `c`.
  public static func combineLatest<B, C>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
  ) -> SignalProducer<(Value, B, C), Error> {
    a.combineLatest(with: b).combineLatest(with: c).map { ($0.0, $0.1, $1) }
  }

  /// The latest values of `a`, `b`, `c` and `d`.
  public static func combineLatest<B, C, D>(
    _ a: SignalProducer, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ d: SignalProducer<D, Error>
  ) -> SignalProducer<(Value, B, C, D), Error> {
    combineLatest(a, b, c).combineLatest(with: d).map { ($0.0, $0.1, $0.2, $1) }
  }

  /// The latest values of every producer in `producers`, as an array in the same order.
  public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where S.Element == SignalProducer<Value, Error> {
    let all = Array(producers)
    guard let first = all.first else { return .empty }
    return all.dropFirst().reduce(first.map { [$0] }) { combined, next in
      combined.combineLatest(with: next).map { $0 + [$1] }
    }
  }
}

/// The latest value of each of `combineLatest`'s two sources.
@usableFromInline
struct CombineLatestState<Left, Right> {
  @usableFromInline var left: Left?
  @usableFromInline var right: Right?

  @inlinable
  init() {}

  /// Both latest values, once each source has sent one.
  @inlinable
  var pair: (Left, Right)? {
    guard let left, let right else { return nil }
    return (left, right)
  }
}
