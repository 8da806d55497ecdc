/// What a property's producer starts from: the property's signal and its stored value.
/// One object for the producer's two start paths to capture, so that getting a
/// property's `producer` allocates it alone.
@usableFromInline
final class PropertyProducerSource<Value>: @unchecked Sendable {
  @usableFromInline let signal: Signal<Value, Never>
  @usableFromInline let storage: Locked<Value>

  @inlinable
  init(signal: Signal<Value, Never>, storage: Locked<Value>) {
    self.signal = signal
    self.storage = storage
  }

  /// A start through a run's signal: the current value, then every change, observed
  /// inside one serialized delivery.
  @inlinable
  func start(_ observer: Signal<Value, Never>.Observer, _ lifetime: Lifetime) {
    let storage = storage
    signal.core.sendTransaction {
      observer.send(value: storage.withLock { $0 })
      if _slowPath(ResourceCounting.isAttributing) { ResourceCounting.attribute(observer) }
      if let key = signal.core.insert(observer) {
        lifetime.addForGood(
          AnyDisposable { [weak core = signal.core] in core?.removeObserver(key) })
      } else {
        observer.sendCompleted()
      }
      return nil
    }
  }

  /// A direct start (see `DirectRun`).
  @inlinable
  func start(_ observer: Signal<Value, Never>.Observer) -> Disposable {
    let run = DirectRun(core: signal.core)
    run.start(observer, sendingValueOf: storage)
    return run
  }

  /// A start of this producer's `map(transform)` for `startWithValues`: one object that
  /// is the run, its observer and its disposable (see `MapValueRun`).
  @inlinable
  func startValues<U>(
    mapping transform: @escaping (Value) -> U, into action: @escaping (U) -> Void
  ) -> Disposable {
    let run = MapValueRun(core: signal.core, transform: transform, action: action)
    run.start(sendingValueOf: storage)
    return run
  }
}
