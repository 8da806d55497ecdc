extension Signal {
  /// Pairs every value of this signal with the latest value of `samplee`. Values sent
  /// before `samplee` has sent anything are DROPPED, not held.
  ///
  /// Ends when this signal ends; `samplee` ending changes nothing (its last value keeps
  /// being used).
  public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
    let report = StageReport.begin("withLatest(from:)", after: [self.core, samplee.core])
    let signal = Signal<(Value, U), Error> { observer, lifetime in
      let latest = Locked<U?>(nil)
      lifetime += samplee.observeValues { value in latest.withLock { $0 = value } }
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          guard let other = latest.withLock({ $0 }) else { return report.drop(value) }
          report.pass(value, sending: { (value, other) }) { observer.send(value: $0) }
        case .failed(let error): observer.send(error: error)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Starts `samplee` and pairs every value of this signal with its latest value
  /// (a property's producer gives its current value at once). Values sent before
  /// `samplee` has sent anything are dropped. Ends when this signal ends, which also
  /// interrupts `samplee`.
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error> { observer, lifetime in
      samplee.startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += self.withLatest(from: signal).observe(observer)
      }
    }
  }
}

extension SignalProducer {
  /// Pairs every value with the latest value of `samplee`; earlier values are dropped.
  /// See `Signal.withLatest(from:)`.
  public func withLatest<U>(from samplee: Signal<U, Never>) -> SignalProducer<(Value, U), Error> {
    lift { $0.withLatest(from: samplee) }
  }

  /// Starts `samplee` on every start, before this producer's work, and pairs every value
  /// with its latest value; values before its first value are dropped.
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<
    (Value, U), Error
  > {
    lift { $0.withLatest(from: samplee) }
  }
}
