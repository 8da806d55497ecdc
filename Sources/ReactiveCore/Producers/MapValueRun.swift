import Synchronization

/// One run of `property.producer.map(transform).startWithValues(action)`, in one object: the
/// observer added to the property's signal core, the disposable the client gets back, and the
/// holder of the transform and the client's action (where a `DirectRun` and its observer are
/// two allocations).
///
/// It keeps a direct run's semantics (see `DirectRun`), and lets go of the client's closures
/// as soon as the run ends, by a disposal or by the core's terminal event, even while the
/// client still holds the disposable. So the closures are not constants: they live in
/// `closures`, which is called in place (see `MapValueClosures`) and released by replacing it.
/// That happens only inside the core's serialized deliveries, as every delivery does, so a
/// disposal from another thread waits for a delivery in flight and no delivery follows it; a
/// disposal from inside the client's own action (on the delivering thread) leaves the closures
/// until that call has returned (`isDelivering`, `endsAfterDelivery`).
@usableFromInline
final class MapValueRun<Value, U>: Signal<Value, Never>.Observer, Disposable, @unchecked Sendable {
  @usableFromInline let core: SignalCore<Value, Never>
  /// The transform and the action while the run lasts.
  @exclusivity(unchecked) @usableFromInline var closures: MapValueClosures<Value, U>
  /// What removes this observer from the core, once added.
  @exclusivity(unchecked) @usableFromInline var key: UInt64?
  /// Whether the run is starting (sending its initial value, not yet added to the core):
  /// cleared by a disposal from inside that value.
  @exclusivity(unchecked) @usableFromInline var isStarting: Bool
  /// Whether the closures are being called, for a value.
  @exclusivity(unchecked) @usableFromInline var isDelivering: Bool
  /// Whether the run ended while the closures were being called: they are let go of once
  /// that call returns.
  @exclusivity(unchecked) @usableFromInline var endsAfterDelivery: Bool
  @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
  /// `end()` as built where the run was created: `dispose()` is reached through the
  /// `Disposable` protocol, which the client cannot specialise, so it calls back into the
  /// client's specialised code through this.
  @usableFromInline let endInClient: (MapValueRun) -> Void

  /// Whether the run has been disposed.
  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  init(
    core: SignalCore<Value, Never>, transform: @escaping (Value) -> U,
    action: @escaping (U) -> Void
  ) {
    self.core = core
    closures = .live(transform: transform, action: action)
    key = nil
    isStarting = false
    isDelivering = false
    endsAfterDelivery = false
    endInClient = { $0.end() }
    super.init(receive: { observer, event in
      let run = unsafeDowncast(observer, to: MapValueRun.self)
      guard case .value(let value) = event.pointee else {
        // The core's terminal event: it has dropped this observer.
        run.key = nil
        run.letGoOfClosures()
        return
      }
      run.deliver(value)
    })
  }

  /// Sends the value in `storage` and then adds the run to the core, both inside one
  /// serialized delivery so that no change is missed or repeated in between. When the core
  /// has already ended (the property is gone) the run ends after that value.
  @inlinable
  func start(sendingValueOf storage: Locked<Value>) {
    core.sendTransaction {
      isStarting = true
      deliver(storage.withLock { $0 })
      // Cleared when disposed from inside the initial value.
      guard isStarting else { return nil }
      isStarting = false
      if _slowPath(ResourceCounting.isAttributing) { ResourceCounting.attribute(self) }
      key = core.insert(self)
      if key == nil { letGoOfClosures() }
      return nil
    }
  }

  /// Maps `value` and hands it to the client's action; lets go of both afterwards if the
  /// run ended meanwhile. Call only inside the core's serialized deliveries.
  @inlinable @inline(__always)
  func deliver(_ value: Value) {
    isDelivering = true
    closures.deliver(value)
    isDelivering = false
    if _slowPath(endsAfterDelivery) {
      endsAfterDelivery = false
      releaseClosures()
    }
  }

  /// Lets go of the transform and the action, now or, when called from inside them, once
  /// they return. Call only inside the core's serialized deliveries.
  @inlinable
  func letGoOfClosures() {
    if isDelivering {
      endsAfterDelivery = true
    } else {
      releaseClosures()
    }
  }

  /// Destroys the transform and the action, and ends the observer's count in
  /// `ReactiveResources` (an observer of its own would have been released here, though the
  /// object lives on while the client holds its disposable).
  @inlinable
  func releaseClosures() {
    closures = .released
    if _slowPath(isCounted) {
      isCounted = false
      ResourceCounting.ended(.observer)
    }
  }

  /// Stops observing and ends the run, once. A plain store marks it disposed, not an atomic
  /// exchange: two disposals racing both reach `end()`, which does its work once, under the
  /// core's lock.
  @usableFromInline
  func dispose() {
    guard !disposed.load(ordering: .acquiring) else { return }
    disposed.store(true, ordering: .releasing)
    endInClient(self)
  }

  /// Removes the run from the core and lets go of the client's closures, unless the core
  /// has already ended the run. (A direct run sends its observer `interrupted` here; this
  /// one's client, `startWithValues`, ignores it.)
  @inlinable
  func end() {
    core.sendTransaction {
      if let key {
        self.key = nil
        let detached = core.detachObserver(key)
        letGoOfClosures()
        detached.finish()
      } else if isStarting {
        isStarting = false
        letGoOfClosures()
      }
      return nil
    }
  }
}
