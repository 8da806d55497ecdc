/// What a `map` of a property's producer starts from: the property's source and the
/// map's transform, one object for the producer's closures to capture. Lighter than the
/// `ObserverLift` every other lifted operator makes, which holds the whole source
/// producer (four references to the property's source, released one by one in its
/// deinit) beside the operator's closures: `property.producer.map { … }` made, started
/// with `startWithValues` and disposed is what a view-model does most.
@usableFromInline
final class PropertyMap<Value, U>: @unchecked Sendable {
  @usableFromInline let source: PropertyProducerSource<Value>
  @usableFromInline let transform: (Value) -> U

  @inlinable
  init(source: PropertyProducerSource<Value>, transform: @escaping (Value) -> U) {
    self.source = source
    self.transform = transform
  }

  /// A run through the map's signal, for `startWithSignal`, binary operators and starts
  /// with an instrument installed (which reports the `map` stage).
  @inlinable
  func makeRun() -> ProducerRun<U, Never> {
    let transform = transform
    return SignalProducer<Value, Never>.property(source).liftedRun(
      { $0.map(transform) }, interruptingOn: nil)
  }

  /// Starts the property's producer with a `MapObserver` sending to `observer` (as a
  /// lifted `map` does), or through the map's signal with an instrument installed.
  @inlinable
  func start(_ observer: Signal<U, Never>.Observer) -> Disposable {
    guard _slowPath(Instrumentation.isActive) else {
      return source.start(Signal.MapObserver(observer, transform))
    }
    let run = makeRun()
    run.signal.observe(observer)
    run.start()
    return run.interrupter
  }

  /// Starts for `startWithValues`: one object that is the run, its observer (mapping each
  /// value and handing it to `action`) and its disposable (see `MapValueRun`).
  @inlinable
  func startValues(_ action: @escaping (U) -> Void) -> Disposable {
    source.startValues(mapping: transform, into: action)
  }
}
