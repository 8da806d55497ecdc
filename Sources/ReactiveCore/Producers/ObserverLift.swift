/// What a producer made by `lift(_:observing:)` starts from: the producer it was lifted
/// from, the operator as a signal transform, and the operator as an observer of the
/// source's events.
@usableFromInline
final class ObserverLift<Value, Error: Swift.Error, U, F: Swift.Error>: @unchecked Sendable {
  @usableFromInline let source: SignalProducer<Value, Error>
  @usableFromInline let transform: (Signal<Value, Error>) -> Signal<U, F>
  @usableFromInline let makeObserver: (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer

  @inlinable
  init(
    source: SignalProducer<Value, Error>,
    transform: @escaping (Signal<Value, Error>) -> Signal<U, F>,
    makeObserver: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer
  ) {
    self.source = source
    self.transform = transform
    self.makeObserver = makeObserver
  }

  /// A run through the operator's signal, for `startWithSignal` and binary operators.
  @inlinable
  func makeRun() -> ProducerRun<U, F> {
    source.liftedRun(transform, interruptingOn: nil)
  }

  /// Starts the source with the operator observing it. With an instrument installed,
  /// which reports each operator stage, the run goes through the operator's signal.
  @inlinable
  func start(_ observer: Signal<U, F>.Observer) -> Disposable {
    guard _slowPath(Instrumentation.isActive) else {
      return source.startUnreported(makeObserver(observer))
    }
    let run = makeRun()
    run.signal.observe(observer)
    run.start()
    return run.interrupter
  }
}
