extension PropertyProducerSource {
  /// A run through a signal of its own, for `startWithSignal`, lifted operators and
  /// starts with an instrument installed. With one installed, the run's signal is
  /// recorded as sending what the property's signal sends, so the first stage made on
  /// it names the property as its input before any value passes.
  @inlinable
  func makeRun() -> ProducerRun<Value, Never> {
    let run = SignalProducer<Value, Never> { observer, lifetime in
      self.start(observer, lifetime)
    }.prepareRun()
    if _slowPath(Instrumentation.isActive) {
      StageReport.recordRun(run.signal.core, sendingWhat: signal.core)
    }
    return run
  }
}
