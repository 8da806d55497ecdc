extension Signal {
  /// Runs side effects for events as they pass, without changing them.
  public func on(
    event: ((Event) -> Void)? = nil,
    failed: ((Error) -> Void)? = nil,
    completed: (() -> Void)? = nil,
    interrupted: (() -> Void)? = nil,
    terminated: (() -> Void)? = nil,
    disposed: (() -> Void)? = nil,
    value: ((Value) -> Void)? = nil
  ) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      if let disposed { lifetime.observeEnded(disposed) }
      lifetime += self.observe { received in
        event?(received)
        switch received {
        case .value(let v): value?(v)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
        if received.isTerminating { terminated?() }
        observer.send(received)
      }
    }
  }
}

extension SignalProducer {
  /// Runs side effects as the producer starts and as events pass, without changing
  /// them. `starting` runs before the work starts, `started` right after it started,
  /// `disposed` when the run's lifetime ends.
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
    SignalProducer { observer, lifetime in
      starting?()
      if let disposed { lifetime.observeEnded(disposed) }
      self.startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += signal.on(
          event: event, failed: failed, completed: completed, interrupted: interrupted,
          terminated: terminated, value: value
        ).observe(observer)
      }
      started?()
    }
  }
}
