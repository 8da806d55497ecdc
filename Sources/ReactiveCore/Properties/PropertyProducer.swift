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
    let source = PropertyProducerSource(signal: signal, storage: storage)
    let producer = SignalProducer(
      { observer, lifetime in source.start(observer, lifetime) },
      directStart: { observer in source.start(observer) })
    guard _slowPath(Instrumentation.isActive) else { return producer }
    return SignalProducer(runMaker: {
      let run = producer.prepareRun()
      StageReport.recordSameOrigin(run.signal.core, as: signal.core)
      return run
    })
  }
}
