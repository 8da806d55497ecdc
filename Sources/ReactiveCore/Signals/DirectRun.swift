import Synchronization

/// One run of a producer that observes a signal core directly instead of relaying
/// through a signal of its own (as `MutableProperty.producer` does): no pipe, lifetime
/// or composite disposable per start.
///
/// It keeps a run's semantics: the observer gets nothing after a terminal event, and
/// disposing the run sends it `interrupted` once, and a run that has ended lets its
/// observer go (a closure that holds the run's own disposable is freed with it). Its
/// state is only touched inside the core's serialized deliveries (`sendTransaction`).
@usableFromInline
final class DirectRun<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
  @usableFromInline let core: SignalCore<Value, Error>
  /// The client's observer, until the run ends.
  @exclusivity(unchecked) @usableFromInline var observer: Signal<Value, Error>.Observer?
  @exclusivity(unchecked) @usableFromInline var hasEnded = false
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
  init(core: SignalCore<Value, Error>, observer: Signal<Value, Error>.Observer) {
    self.core = core
    self.observer = observer
    endInClient = { $0.end() }
  }

  /// Sends `initial()` and then observes the core, both inside one serialized delivery
  /// so that no change is missed or repeated in between. When the core has already
  /// ended (the property is gone) the run completes after the initial value.
  @inlinable
  func start(sending initial: () -> Value) {
    core.sendTransaction {
      observer?.send(value: initial())
      guard !hasEnded else { return nil }
      key = core.insert(Signal.Observer { event in self.receive(event) })
      if key == nil { endObserver(with: .completed) }
      return nil
    }
  }

  @inlinable
  func receive(_ event: Signal<Value, Error>.Event) {
    guard !hasEnded else { return }
    if event.isTerminating {
      endObserver(with: event)
    } else {
      observer?.send(event)
    }
  }

  /// Sends the terminal `event` to the observer and lets it go.
  @inlinable
  func endObserver(with event: Signal<Value, Error>.Event) {
    hasEnded = true
    let ending = observer
    observer = nil
    ending?.send(event)
  }

  /// Stops observing and interrupts the run, once.
  @usableFromInline
  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    endInClient(self)
  }

  /// Removes the observer and sends `interrupted` unless the run has already ended.
  @inlinable
  func end() {
    core.sendTransaction {
      if let key { core.removeObserver(key) }
      key = nil
      if !hasEnded { endObserver(with: .interrupted) }
      return nil
    }
  }
}
