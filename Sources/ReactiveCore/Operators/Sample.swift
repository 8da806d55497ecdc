extension Signal {
  /// Each time `sampler` sends a value, sends the latest value of this signal paired
  /// with it. Nothing is sent while this signal has sent no value yet; the latest value
  /// is kept, so it can be sent again by the next sample.
  ///
  /// Completes once BOTH this signal and `sampler` have completed; fails when this
  /// signal fails; is interrupted when either is interrupted.
  public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
    sample(sampler) { ($0, $1) }
  }

  /// Each time `sampler` sends, sends the latest value of this signal (again, if no
  /// newer one came). Nothing is sent before this signal's first value. Completes once
  /// both have completed.
  public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
    // One signal, not a `map` stage after `sample(with:)`: a stage ends with its
    // upstream, so an interrupted run would leave the sampling going, keeping the value.
    sample(sampler) { value, _ in value }
  }

  /// `sample(with:)`, sending `combine` of the latest value and the sample.
  private func sample<T, U>(
    _ sampler: Signal<T, Never>, _ combine: @escaping (Value, T) -> U
  ) -> Signal<U, Error> {
    let report = StageReport.begin("sample", after: [self.core, sampler.core])
    let signal = Signal<U, Error> { observer, lifetime in
      let state = Locked(SampleState<Value>())
      lifetime += self.observe { event in
        switch event {
        case .value(let value): report.hold(value) { state.withLock { $0.latest = value } }
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed:
          let done = state.withLock { state -> Bool in
            state.isSourceCompleted = true
            return state.isSamplerCompleted
          }
          if done { observer.sendCompleted() }
        }
      }
      lifetime += sampler.observe { event in
        switch event {
        case .value(let sample):
          guard let latest = state.withLock({ $0.latest }) else { return report.drop(sample) }
          report.pass(latest, sending: { combine(latest, sample) }) { observer.send(value: $0) }
        case .interrupted: observer.sendInterrupted()
        case .completed:
          let done = state.withLock { state -> Bool in
            state.isSamplerCompleted = true
            return state.isSourceCompleted
          }
          if done { observer.sendCompleted() }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Each time `sampler` sends, sends the latest value paired with the sample; see
  /// `Signal.sample(with:)`.
  public func sample<T>(with sampler: Signal<T, Never>) -> SignalProducer<(Value, T), Error> {
    lift { $0.sample(with: sampler) }
  }

  /// Starts `sampler` with this producer; each time it sends, sends the latest value
  /// paired with the sample. Completes once both have completed.
  public func sample<T>(with sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error>
  {
    lift(with: sampler) { $0.sample(with: $1) }
  }

  /// Each time `sampler` sends, sends the latest value; see `Signal.sample(on:)`.
  public func sample(on sampler: Signal<(), Never>) -> SignalProducer<Value, Error> {
    lift { $0.sample(on: sampler) }
  }

  /// Starts `sampler` with this producer; each time it sends, sends the latest value.
  public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    lift(with: sampler) { $0.sample(on: $1) }
  }
}

/// What `sample` remembers: the latest value and which side has completed.
struct SampleState<Value> {
  var latest: Value?
  var isSourceCompleted = false
  var isSamplerCompleted = false
}
