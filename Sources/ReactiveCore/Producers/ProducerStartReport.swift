/// What `SignalProducer.start(_:)` does with an instrument installed: reports the start,
/// the run's end, and a disposal that comes before the end. What the run does while
/// starting happens with the start as its cause (from `init` to `end(_:)`); its
/// terminal event is delivered with its end as its cause.
@usableFromInline
final class ProducerStartReport<Value, Error: Swift.Error> {
  /// The observer to start the run with: it reports the end, then forwards.
  @usableFromInline let observer: Signal<Value, Error>.Observer
  private let run: UInt64
  private let hasEnded: Locked<Bool>
  private let causeBeforeStart: UInt64?

  /// Reports the start of a run for `observer` and makes it the current cause.
  @usableFromInline
  init(_ observer: Signal<Value, Error>.Observer) {
    let run = Instrumentation.nextID()
    let hasEnded = Locked(false)
    self.run = run
    self.hasEnded = hasEnded
    self.observer = Signal<Value, Error>.Observer { event in
      let end: ReactiveEvent.ProducerEnd
      switch event {
      case .value: return observer.send(event)
      case .completed: end = .completed
      case .failed: end = .failed
      case .interrupted: end = .interrupted
      }
      hasEnded.withLock { $0 = true }
      let ended = Instrumentation.report(.producerEnded(run: run, how: end))
      Instrumentation.withCause(ended) { observer.send(event) }
    }
    let started = Instrumentation.report(.producerStarted(run: run))
    causeBeforeStart = Instrumentation.enter(started)
  }

  /// Restores the cause from before the start, and returns `disposable` made to report
  /// its disposal.
  @usableFromInline
  func end(_ disposable: Disposable) -> Disposable {
    Instrumentation.leave(restoring: causeBeforeStart)
    let run = run
    let hasEnded = hasEnded
    return AnyDisposable {
      guard !hasEnded.withLock({ $0 }) else { return disposable.dispose() }
      let disposed = Instrumentation.report(.producerDisposed(run: run))
      Instrumentation.withCause(disposed) { disposable.dispose() }
    }
  }
}
