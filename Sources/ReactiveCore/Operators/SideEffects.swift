extension Signal {
  /// Runs side effects for events as they pass, without changing them. `disposed` runs
  /// when the signal's lifetime ends (it terminates, or is released unobserved).
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> Signal<Value, Error> {
    Signal.unaryStage(after: self) { stage, lifetime in
      if let disposed { lifetime.observeEnded(disposed) }
      lifetime.addForGood(
        self.observe { received in
          event?(received)
          switch received {
          case .value(let v): value?(v)
          case .failed(let error): failed?(error)
          case .completed: completed?()
          case .interrupted: interrupted?()
          }
          if received.isTerminating { terminated?() }
          stage.deliver(received)
        })
    }
  }
}

extension SignalProducer {
  /// Runs side effects as the producer starts and as events pass, without changing
  /// them. `starting` runs before the work starts, `started` right after it started,
  /// `disposed` when the run's lifetime ends. Disposing a run interrupts the producer
  /// this was applied to, and its interruption passes here as every event does: after
  /// an operator that sends on a scheduler (`delay`), on that scheduler.
  public func on(
    starting: (() -> Void)? = nil,
    started: (() -> Void)? = nil,
    event: ((Signal<Value, Error>.Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> SignalProducer<Value, Error> {
    SignalProducer(runMaker: {
      let run = self.liftedRun(
        {
          $0.on(
            event: event, failed: failed, completed: completed, interrupted: interrupted,
            terminated: terminated, disposed: disposed, value: value)
        }, interruptingOn: nil)
      guard starting != nil || started != nil else { return run }
      return ProducerRun(
        signal: run.signal, interrupter: run.interrupter,
        start: {
          starting?()
          run.start()
          started?()
        })
    })
  }
}
