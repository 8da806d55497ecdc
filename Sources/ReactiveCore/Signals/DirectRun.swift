import Synchronization

/// One run of a producer that observes a signal core directly instead of relaying
/// through a signal of its own (as `MutableProperty.producer` does): no pipe, lifetime
/// or composite disposable per start, and the client's observer is added to the core
/// itself, with no observer of the run's own in between.
///
/// It keeps a run's semantics: the observer gets nothing after a terminal event, and
/// disposing the run sends it `interrupted` once unless the core has already ended it;
/// a run that has ended lets its observer go (the core drops it with its terminal event,
/// a disposal removes it). Its state is only touched inside the core's serialized
/// deliveries (`sendTransaction`).
@usableFromInline
final class DirectRun<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
  @usableFromInline let core: SignalCore<Value, Error>
  /// The observer while the run is starting (before it is added to the core), so that
  /// a disposal from inside its initial value can interrupt it. Not a strong reference:
  /// it is set only while `start` runs, whose caller holds the observer, and holding it
  /// would cost a retain and a release on every start (so would an `unowned(unsafe)`
  /// optional, which is retained to be compared with nil).
  @exclusivity(unchecked) @usableFromInline var starting: Unmanaged<Signal<Value, Error>.Observer>?
  /// What removes the observer from the core, once added.
  @exclusivity(unchecked) @usableFromInline var key: UInt64?
  @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
  /// `end()` as built where the run was created: `dispose()` is reached through the
  /// `Disposable` protocol, which the client cannot specialise, so it calls back into
  /// the client's specialised code through this.
  @usableFromInline let endInClient: (DirectRun) -> Void

  /// Whether the run has been disposed.
  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  init(core: SignalCore<Value, Error>) {
    self.core = core
    endInClient = { $0.end() }
  }

  /// Sends the value in `storage` to `observer` and then adds it to the core, both
  /// inside one serialized delivery so that no change is missed or repeated in between.
  /// When the core has already ended (the property is gone) the run completes after
  /// that value. (The storage itself rather than a closure reading it: a closure's
  /// capture costs a retain and a release of it on every start.)
  @inlinable
  func start(_ observer: Signal<Value, Error>.Observer, sendingValueOf storage: Locked<Value>) {
    core.sendTransaction {
      starting = Unmanaged.passUnretained(observer)
      observer.send(value: storage.withLock { $0 })
      // Nil when disposed from inside the initial value.
      guard starting != nil else { return nil }
      starting = nil
      if _slowPath(ResourceCounting.isAttributing) { ResourceCounting.attribute(observer) }
      key = core.insert(observer)
      if key == nil { observer.sendCompleted() }
      return nil
    }
  }

  /// Stops observing and interrupts the run, once. A plain store marks it disposed,
  /// not an atomic exchange: two disposals racing both reach `end()`, which does its
  /// work once, under the core's lock.
  @usableFromInline
  func dispose() {
    guard !disposed.load(ordering: .acquiring) else { return }
    disposed.store(true, ordering: .releasing)
    endInClient(self)
  }

  /// Removes the observer and sends it `interrupted`, unless the core has already
  /// ended the run (and dropped the observer) with its terminal event.
  @inlinable
  func end() {
    core.sendTransaction {
      if let key {
        self.key = nil
        let detached = core.detachObserver(key)
        detached.observer?.sendInterrupted()
        detached.finish()
      } else if let observer = starting {
        starting = nil
        observer.takeUnretainedValue().sendInterrupted()
      }
      return nil
    }
  }
}
