/// A cold, repeatable unit of work that produces a signal each time it is started:
/// nothing happens until `start`, and every start does the work again. Disposing the
/// disposable a start returns interrupts that run and runs its cleanup once.
public struct SignalProducer<Value, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline
  let startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void

  /// A cheaper way to do what `startHandler` does for `start(_:)`, when the producer
  /// has one: it sends to the observer directly and returns the run's disposable.
  @usableFromInline
  let directStart: ((Signal<Value, Error>.Observer) -> Disposable)?

  /// How a lifted producer prepares a run: the run of the producer it was lifted from,
  /// with the operator applied to its signal. Nil for a producer made from a start
  /// handler.
  @usableFromInline
  let runMaker: (() -> ProducerRun<Value, Error>)?

  /// A cheaper way to do what `directStart` does for `startWithValues`, when the
  /// producer has one: for a `map` of a property's producer, one object that maps, runs
  /// the client's action and is the disposable (see `MapValueRun`).
  @usableFromInline
  let valuesStart: ((@escaping (Value) -> Void) -> Disposable)?

  /// For a property's producer, what it starts from, so that a `map` of it can start
  /// with values too.
  @usableFromInline
  let propertySource: PropertyProducerSource<Value>?

  /// A producer that runs `startHandler` on every start with the observer to send
  /// events to and the run's lifetime, which ends when the run terminates or is
  /// interrupted (or when its signal is neither kept nor observed): register cleanup
  /// (cancelling a request, say) there.
  @inlinable
  public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self.startHandler = startHandler
    directStart = nil
    runMaker = nil
    valuesStart = nil
    propertySource = nil
  }

  /// A producer whose runs `runMaker` prepares (see `lift`).
  @inlinable
  init(runMaker: @escaping () -> ProducerRun<Value, Error>) {
    self.runMaker = runMaker
    directStart = nil
    startHandler = { observer, lifetime in Self.startRun(runMaker(), observer, lifetime) }
    valuesStart = nil
    propertySource = nil
  }

  /// What the start handler of a producer made from runs does: starts `run`, sending
  /// its events to `observer`, and ends it with `lifetime`.
  @inlinable
  static func startRun(
    _ run: ProducerRun<Value, Error>, _ observer: Signal<Value, Error>.Observer,
    _ lifetime: Lifetime
  ) {
    lifetime += run.interrupter
    lifetime += run.signal.observe(observer)
    run.start()
  }

  /// A producer with all three ways to start (see `lift(_:observing:)`), and a fourth
  /// for `startWithValues` when `valuesStart` is given.
  @inlinable
  init(
    _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void,
    runMaker: @escaping () -> ProducerRun<Value, Error>,
    directStart: @escaping (Signal<Value, Error>.Observer) -> Disposable,
    valuesStart: ((@escaping (Value) -> Void) -> Disposable)? = nil,
    propertySource: PropertyProducerSource<Value>? = nil
  ) {
    self.startHandler = startHandler
    self.runMaker = runMaker
    self.directStart = directStart
    self.valuesStart = valuesStart
    self.propertySource = propertySource
  }

  /// A producer whose `start(_:)` uses `directStart`, which must behave like a start
  /// through `startHandler` (same events, `interrupted` on disposal).
  @inlinable
  init(
    _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void,
    directStart: @escaping (Signal<Value, Error>.Observer) -> Disposable
  ) {
    self.startHandler = startHandler
    self.directStart = directStart
    runMaker = nil
    valuesStart = nil
    propertySource = nil
  }

  /// A producer that sends `value`, then completes.
  @inlinable
  public init(value: Value) {
    self.init(
      { observer, _ in
        observer.send(value: value)
        observer.sendCompleted()
      },
      directStart: { observer in
        observer.send(value: value)
        observer.sendCompleted()
        return FinishedDisposable.shared
      })
  }

  /// A producer that fails with `error` at once.
  @inlinable
  public init(error: Error) {
    self.init(
      { observer, _ in observer.send(error: error) },
      directStart: { observer in
        observer.send(error: error)
        return FinishedDisposable.shared
      })
  }

  /// A producer that sends the result's value and completes, or fails with its error.
  public init(result: Result<Value, Error>) {
    switch result {
    case .success(let value): self.init(value: value)
    case .failure(let error): self.init(error: error)
    }
  }

  /// A producer that sends every element of `values`, then completes.
  public init<S: Sequence>(_ values: S) where S.Element == Value {
    self.init(Self.sendingEach(of: values))
  }

  /// The start handler of a producer of `values`: each element while the run lasts,
  /// then completion.
  static func sendingEach<S: Sequence>(of values: S) -> (Signal<Value, Error>.Observer, Lifetime)
    -> Void
  where S.Element == Value {
    { observer, lifetime in
      for value in values {
        guard !lifetime.hasEnded else { return }
        observer.send(value: value)
      }
      observer.sendCompleted()
    }
  }

  /// A producer that sends the given values, then completes.
  public init(values first: Value, _ second: Value, _ rest: Value...) {
    self.init([first, second] + rest)
  }

  /// A producer that forwards the events of an existing (hot) signal on each start.
  public init(_ signal: Signal<Value, Error>) {
    self.init { observer, lifetime in
      lifetime += signal.observe(observer)
    }
  }

  /// A producer that calls `action` on each start and sends its result.
  public init(_ action: @escaping () -> Result<Value, Error>) {
    self.init { observer, _ in
      switch action() {
      case .success(let value):
        observer.send(value: value)
        observer.sendCompleted()
      case .failure(let error):
        observer.send(error: error)
      }
    }
  }

  /// A producer that completes at once without sending a value.
  @inlinable
  public static var empty: SignalProducer {
    SignalProducer(
      { observer, _ in observer.sendCompleted() },
      directStart: { observer in
        observer.sendCompleted()
        return FinishedDisposable.shared
      })
  }

  /// A producer that never sends anything.
  public static var never: SignalProducer {
    SignalProducer { _, _ in }
  }
}
