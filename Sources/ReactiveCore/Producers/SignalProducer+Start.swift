extension SignalProducer {
  /// Starts the producer, hands its signal to `setup` before any event is sent, and
  /// returns what `setup` returns. The disposable given to `setup` interrupts the run:
  /// disposed inside `setup`, the work never starts (nor do `on(starting:started:)`'s
  /// effects run). A signal that `setup` neither keeps nor observes ends the run once
  /// this returns.
  @inlinable
  public func startWithSignal<Result>(
    _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
  ) -> Result {
    let run = prepareRun()
    let result = setup(run.signal, run.interrupter)
    if !run.interrupter.isDisposed { run.start() }
    return result
  }

  /// A run that has not started yet (see `ProducerRun`). Lets binary operators set up
  /// both runs before starting either, so the runs start in order.
  @inlinable
  func prepareRun() -> ProducerRun<Value, Error> {
    if let runMaker { return runMaker() }
    // The run's lifetime is the signal's own: it ends when the signal terminates, or is
    // released while nobody observes it.
    let core = SignalCore<Value, Error>()
    let input = core.makeInput()
    let signal = Signal(stage: core) { _, _ in }
    let lifetime = core.lifetime
    let startHandler = startHandler
    return ProducerRun(
      signal: signal, interrupter: AnyDisposable { input.sendInterrupted() },
      start: {
        guard !lifetime.hasEnded else { return }
        if _slowPath(ResourceCounting.isActive) { ResourceCounting.countRun(until: lifetime) }
        startHandler(input, lifetime)
      })
  }

  /// Starts the producer, sending its events to `observer`. Dispose the result to
  /// interrupt the run.
  @inlinable @discardableResult
  public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
    // The reporting path must not take `self` out of line: the producer's closures
    // would then escape, and lose their stack allocation on the fast path too.
    guard _slowPath(Instrumentation.isActive) else { return startUnreported(observer) }
    let report = ProducerStartReport(observer)
    return report.end(startUnreported(report.observer))
  }

  /// `start(_:)` without reporting to an instrument.
  @inlinable
  func startUnreported(_ observer: Signal<Value, Error>.Observer) -> Disposable {
    if let directStart { return directStart(observer) }
    return startWithSignal { signal, interrupter in
      signal.observe(observer)
      return interrupter
    }
  }

  /// Starts the producer, running `action` for every event.
  @inlinable @discardableResult
  public func start(_ action: @escaping (Signal<Value, Error>.Event) -> Void) -> Disposable {
    start(Signal.Observer(action))
  }

  /// Starts the producer, running `action` for every value.
  @inlinable @discardableResult
  public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
    guard let valuesStart, _fastPath(!Instrumentation.isActive) else {
      return start(Signal.Observer.values(action))
    }
    return valuesStart(action)
  }

  /// Starts the producer, running `action` for every value and for a failure.
  @inlinable @discardableResult
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
    start(
      Signal.Observer(
        value: { action(.success($0)) },
        failed: { action(.failure($0)) }
      ))
  }

  /// Starts the producer, running `action` when it completes.
  @inlinable @discardableResult
  public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
    start(Signal.Observer(completed: action))
  }

  /// Starts the producer, running `action` when it fails.
  @inlinable @discardableResult
  public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
    start(Signal.Observer(failed: action))
  }

  /// Starts the producer, running `action` when it is interrupted.
  @inlinable @discardableResult
  public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
    start(Signal.Observer(interrupted: action))
  }
}

extension SignalProducer where Error == Never {
  /// Starts a producer that cannot fail, running `action` for every value.
  @inlinable @discardableResult
  public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
    guard let valuesStart, _fastPath(!Instrumentation.isActive) else {
      return start(Signal.Observer.values(action))
    }
    return valuesStart(action)
  }
}
