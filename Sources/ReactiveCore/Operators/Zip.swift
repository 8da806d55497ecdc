extension Signal {
  /// Pairs the n-th value of this signal with the n-th value of `other`. Completes once
  /// a completed side has no buffered values left to pair.
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    let report = StageReport.begin("zip", after: [self.core, other.core])
    let signal = Signal<(Value, U), Error> { observer, lifetime in
      let state = Locked(ZipState<Value, U>())
      func drain<Input>(_ value: Input?, _ update: (inout ZipState<Value, U>) -> Void) {
        let (pairs, done) = state.withLock { state -> ([(Value, U)], Bool) in
          update(&state)
          var pairs: [(Value, U)] = []
          while !state.left.isEmpty, !state.right.isEmpty {
            pairs.append((state.left.removeFirst(), state.right.removeFirst()))
          }
          let done =
            (state.leftCompleted && state.left.isEmpty)
            || (state.rightCompleted && state.right.isEmpty)
          return (pairs, done)
        }
        if let report, let value {
          if pairs.isEmpty {
            report.hold(value) {}
          } else {
            report.pass(value, sending: { pairs.count == 1 ? pairs[0] as Any : pairs }) { _ in
              for pair in pairs { observer.send(value: pair) }
            }
          }
        } else {
          for pair in pairs { observer.send(value: pair) }
        }
        if done { observer.sendCompleted() }
      }
      lifetime += self.observe { event in
        switch event {
        case .value(let value): drain(value) { $0.left.append(value) }
        case .failed(let error): observer.send(error: error)
        case .completed: drain(Value?.none) { $0.leftCompleted = true }
        case .interrupted: observer.sendInterrupted()
        }
      }
      lifetime += other.observe { event in
        switch event {
        case .value(let value): drain(value) { $0.right.append(value) }
        case .failed(let error): observer.send(error: error)
        case .completed: drain(U?.none) { $0.rightCompleted = true }
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Pairs the n-th values of `a` and `b`.
  public static func zip<B>(_ a: Signal, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
    a.zip(with: b)
  }
}

extension SignalProducer {
  /// Starts both producers and pairs their n-th values.
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    lift(with: other) { $0.zip(with: $1) }
  }

  /// Pairs the n-th values of `a` and `b`.
  public static func zip<B>(_ a: SignalProducer, _ b: SignalProducer<B, Error>) -> SignalProducer<
    (Value, B), Error
  > {
    a.zip(with: b)
  }
}

/// What `zip` buffers of its two sources.
struct ZipState<Left, Right> {
  var left: [Left] = []
  var right: [Right] = []
  var leftCompleted = false
  var rightCompleted = false
}
