extension Signal {
  /// Skips values until `trigger` sends a value or completes; forwards terminal events
  /// throughout.
  public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      let isOpen = Locked(false)
      let triggerDisposable = SerialDisposable()
      lifetime += triggerDisposable
      triggerDisposable.inner = trigger.observe { event in
        switch event {
        case .value, .completed:
          isOpen.withLock { $0 = true }
          triggerDisposable.dispose()
        case .interrupted: break
        }
      }
      lifetime += self.observe { event in
        if case .value = event, !isOpen.withLock({ $0 }) { return }
        observer.send(event)
      }
    }
  }
}

extension SignalProducer {
  /// Skips values until `trigger` sends a value or completes.
  public func skip(until trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
    lift { $0.skip(until: trigger) }
  }

  /// Skips values until a run of `trigger`, started with this producer, sends a value
  /// or completes.
  public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    lift(with: trigger) { signal, triggerSignal in signal.skip(until: triggerSignal) }
  }
}
