extension SignalProducer where Error == Never {
  /// The producer of a property whose value is `storage` and whose changes `signal`
  /// sends, the value being changed only inside the signal's serialized deliveries:
  /// the current value, then every change, with no gap and no duplicate. Started once
  /// the signal has ended, it sends the last value, then completes. It holds `signal`,
  /// so a composed property's relay lives while its producer is kept. With an
  /// instrument installed, each run's signal is recorded as sending the property's
  /// changes, so a stage made on it names the property as its input.
  @inlinable
  static func property(signal: Signal<Value, Never>, storage: Locked<Value>) -> SignalProducer {
    let producer = unreportedProperty(signal: signal, storage: storage)
    guard _slowPath(Instrumentation.isActive) else { return producer }
    return SignalProducer(runMaker: {
      let run = producer.prepareRun()
      StageReport.recordSameOrigin(run.signal.core, as: signal.core)
      return run
    })
  }

  /// `property(signal:storage:)` without naming its runs' signals.
  @inlinable
  static func unreportedProperty(signal: Signal<Value, Never>, storage: Locked<Value>)
    -> SignalProducer
  {
    SignalProducer(
      { observer, lifetime in
        signal.core.sendTransaction {
          observer.send(value: storage.withLock { $0 })
          if let key = signal.core.insert(observer) {
            lifetime.addForGood(
              AnyDisposable { [weak core = signal.core] in core?.removeObserver(key) })
          } else {
            observer.sendCompleted()
          }
          return nil
        }
      },
      directStart: { observer in
        let run = DirectRun(core: signal.core, observer: observer)
        run.start { storage.withLock { $0 } }
        return run
      })
  }
}
