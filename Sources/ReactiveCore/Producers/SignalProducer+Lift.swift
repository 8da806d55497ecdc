extension SignalProducer {
  /// A producer that applies a signal operator to the signal of each run: the way every
  /// producer operator is built from its `Signal` form. Disposing a run interrupts the
  /// run of this producer, whose interruption travels through the operator, and then
  /// interrupts the operator's signal if it is still going (a `flatten` still running
  /// an inner producer, say); when the operator's signal ends first, the run of this
  /// producer is interrupted.
  @inlinable
  public func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>
  ) -> SignalProducer<U, F> {
    lift(transform, interruptingOn: nil)
  }

  /// `lift`, for an operator that delivers its events on `scheduler` (`observe(on:)`,
  /// `delay`, `debounce`, `throttle`): disposing a run ends the operator's lifetime at
  /// once, which cancels the work it has scheduled (what it ties to its lifetime), and
  /// sends `interrupted` on `scheduler`, as the operator sends every event, not inside
  /// `dispose()`. `transform` must return a signal of its own (not a stage) that it
  /// sends into only from `scheduler`.
  @inlinable
  func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>,
    interruptingOn scheduler: Scheduler?
  ) -> SignalProducer<U, F> {
    SignalProducer<U, F>(runMaker: { self.liftedRun(transform, interruptingOn: scheduler) })
  }

  /// A run of `lift(transform, interruptingOn: scheduler)`: a run of this producer with
  /// `transform` applied to its signal.
  @inlinable
  func liftedRun<U, F>(
    _ transform: (Signal<Value, Error>) -> Signal<U, F>, interruptingOn scheduler: Scheduler?
  ) -> ProducerRun<U, F> {
    let upstream = prepareRun()
    let signal = transform(upstream.signal)
    // The interrupter captures the upstream's interrupter alone: the whole run would
    // keep its start closure, and through it the producer's sources, while it is kept.
    let upstreamInterrupter = upstream.interrupter
    signal.core.lifetime.addForGood(upstreamInterrupter)
    let core = signal.core
    let interrupter: AnyDisposable
    if let scheduler {
      // An asynchronous operator takes the interruption first, so an event it sends
      // meanwhile delivers the interruption instead, and delivers it on its scheduler,
      // as it sends every event. Its lifetime ends now: that cancels what it has
      // scheduled and interrupts the upstream run, which it no longer observes.
      interrupter = AnyDisposable {
        let isRequested = core.requestInterruption()
        core.lifetimeToken.dispose()
        if isRequested { scheduler.schedule { core.deliverRequestedTerminalIfIdle() } }
      }
    } else {
      // Not the upstream itself: the interrupter must not keep it.
      let upstreamCore = ObjectIdentifier(upstream.signal.core)
      interrupter = AnyDisposable {
        // A stage right after the upstream ends with it, through it (on the upstream's
        // scheduler, if it has one); any other operator's signal may still be going, a
        // stage after a signal of the operator's own included.
        let isStageAfterUpstream = core.isStage(after: upstreamCore)
        upstreamInterrupter.dispose()
        if !isStageAfterUpstream { core.sendInterruptedFromOutside() }
      }
    }
    return ProducerRun(signal: signal, interrupter: interrupter, start: upstream.start)
  }

  /// `lift`, for an operator that only passes each event on, changed or dropped, and
  /// never ends before its source (`map`, `filter`, `skipRepeats`...): besides
  /// `transform`, `observing` makes the operator out of the observer it sends to, the
  /// same work without a signal. `start(_:)` starts the producer it was lifted from
  /// with `observing(observer)`, so a run allocates an observer per operator instead of
  /// a signal, and disposing it interrupts that run, whose interruption travels through
  /// the observers. `startWithSignal`, binary operators and starts with an instrument
  /// installed (which reports each stage) go through `transform`.
  @inlinable
  func lift<U, F>(
    _ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>,
    observing makeObserver: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer
  ) -> SignalProducer<U, F> {
    // One object for the closures to capture, so that making the producer allocates it
    // alone.
    let lift = ObserverLift(source: self, transform: transform, makeObserver: makeObserver)
    return SignalProducer<U, F>(
      { observer, lifetime in SignalProducer<U, F>.startRun(lift.makeRun(), observer, lifetime) },
      runMaker: { lift.makeRun() },
      directStart: { observer in lift.start(observer) })
  }

  /// A producer that applies a binary signal operator to the signals of a run of this
  /// producer and a run of `other`, started together (this one first). Disposing a run
  /// interrupts both runs, then the operator's signal if it is still going; when the
  /// operator's signal ends first, both runs are interrupted.
  @inlinable
  public func lift<U, F, V, G>(
    with other: SignalProducer<U, F>,
    _ transform: @escaping (Signal<Value, Error>, Signal<U, F>) -> Signal<V, G>
  ) -> SignalProducer<V, G> {
    SignalProducer<V, G>(runMaker: {
      let left = self.prepareRun()
      let right = other.prepareRun()
      let signal = transform(left.signal, right.signal)
      let (leftInterrupter, rightInterrupter) = (left.interrupter, right.interrupter)
      signal.core.lifetime.addForGood(leftInterrupter)
      signal.core.lifetime.addForGood(rightInterrupter)
      let core = signal.core
      // Not the runs' signals themselves: the interrupter must not keep them.
      let upstreamCores = (ObjectIdentifier(left.signal.core), ObjectIdentifier(right.signal.core))
      let interrupter = AnyDisposable {
        // A stage right after either signal ends with it; any other signal may still be
        // going, a stage after a signal of the operator's own included.
        let isStageAfterUpstream =
          core.isStage(after: upstreamCores.0) || core.isStage(after: upstreamCores.1)
        leftInterrupter.dispose()
        rightInterrupter.dispose()
        if !isStageAfterUpstream { core.sendInterruptedFromOutside() }
      }
      return ProducerRun(
        signal: signal, interrupter: interrupter,
        start: {
          left.start()
          right.start()
        })
    })
  }
}
