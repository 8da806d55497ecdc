extension Signal {
  /// Skips values until `trigger` sends a value or completes; forwards terminal events
  /// throughout.
  public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    let report = StageReport.begin("skip(until:)", after: [self.core, trigger.core])
    let signal = Signal { observer, lifetime in
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
        guard case .value(let value) = event else { return observer.send(event) }
        let open = isOpen.withLock { $0 }
        guard let report else {
          if open { observer.send(event) }
          return
        }
        guard open else { return report.drop(value) }
        report.pass(value) { observer.send(event) }
      }
    }
    report?.sends(on: signal.core)
    return signal
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
