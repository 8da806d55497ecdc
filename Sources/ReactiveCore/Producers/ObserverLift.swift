/// What a producer made by `lift(_:observing:)` starts from: the producer it was lifted
/// from, the operator as a signal transform, and the operator as an observer of the
/// source's events.
@usableFromInline
final class ObserverLift<Value, Error: Swift.Error, U, F: Swift.Error>: @unchecked Sendable {
  @usableFromInline let source: SignalProducer<Value, Error>
  @usableFromInline let transform: (Signal<Value, Error>) -> Signal<U, F>
  @usableFromInline let makeObserver: (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer
  /// For a `map` of a property's producer: what the property's producer starts from,
  /// and the map's transform, for `startValues`.
  @usableFromInline let mappedProperty:
    (source: PropertyProducerSource<Value>, transform: (Value) -> U)?

  @inlinable
  init(
    source: SignalProducer<Value, Error>,
    transform: @escaping (Signal<Value, Error>) -> Signal<U, F>,
    makeObserver: @escaping (Signal<U, F>.Observer) -> Signal<Value, Error>.Observer,
    mappingValues valueTransform: ((Value) -> U)?
  ) {
    self.source = source
    self.transform = transform
    self.makeObserver = makeObserver
    if let valueTransform, let propertySource = source.propertySource {
      mappedProperty = (propertySource, valueTransform)
    } else {
      mappedProperty = nil
    }
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

  /// Starts a `map` of a property's producer for `startWithValues`: a direct run whose
  /// one observer maps each value and hands it to `action` (see `MapValueObserver`).
  /// Only for a lift that has `mappedProperty`.
  @inlinable
  func startValues(_ action: @escaping (U) -> Void) -> Disposable {
    let (source, transform) = mappedProperty.unsafelyUnwrapped
    return source.startValues(mapping: transform, into: action)
  }
}
