import Synchronization

/// One run of a property's producer (or of one `map` of it) started with
/// `startWithValues`: a single object that is at once the observer added to the
/// property's signal core, the run's disposable, and the holder of the client's action
/// and the map's transform. A start allocates it alone, where a start through
/// `DirectRun` allocates the run, the client's observer and an observer per `map`.
///
/// Only values reach the action, so the run sends no terminal event; it lets go of the
/// action and the transform once the signal has ended or the run was disposed, as a
/// run that has ended lets go of its observer. Its state is only touched inside the
/// core's serialized deliveries (`sendTransaction`), and its observer's
/// (`receive`), which run inside them too.
@usableFromInline
final class PropertyValueRun<Source, Value>: Signal<Source, Never>.Observer, Disposable,
  @unchecked Sendable
{
  @usableFromInline let core: SignalCore<Source, Never>
  @exclusivity(unchecked) @usableFromInline var transform: (Source) -> Value
  @exclusivity(unchecked) @usableFromInline var valueAction: (Value) -> Void
  /// What removes this observer from the core, once added.
  @exclusivity(unchecked) @usableFromInline var key: UInt64?
  @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
  /// `end()` as built where the run was created (see `DirectRun.endInClient`).
  @usableFromInline let endInClient: (PropertyValueRun) -> Void

  /// Whether the run has been disposed.
  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// A run sending `transform` of each value to `action`.
  @inlinable
  convenience init(
    core: SignalCore<Source, Never>, transform: @escaping (Source) -> Value,
    action valueAction: @escaping (Value) -> Void
  ) {
    self.init(core: core, transform: transform, action: valueAction) { observer, event in
      let run = unsafeDowncast(observer, to: PropertyValueRun.self)
      guard case .value(let value) = event else { return run.letGo() }
      run.valueAction(run.transform(value))
    }
  }

  /// A run receiving each event with `receive`, a closure made where the run is made
  /// (see `Observer.receive`).
  @inlinable
  init(
    core: SignalCore<Source, Never>, transform: @escaping (Source) -> Value,
    action valueAction: @escaping (Value) -> Void,
    receive: @escaping (Signal<Source, Never>.Observer, Signal<Source, Never>.Event) -> Void
  ) {
    self.core = core
    self.transform = transform
    self.valueAction = valueAction
    endInClient = { $0.end() }
    super.init(receive: receive)
  }

  /// Sends `transform` of the value in `storage` to the action and then adds the run to
  /// the core, inside one serialized delivery (see `DirectRun.start`). When the core has
  /// already ended (the property is gone) the run ends after that value.
  @inlinable
  func start(sendingValueOf storage: Locked<Value>) where Source == Value {
    core.sendTransaction {
      valueAction(storage.withLock { $0 })
      addUnlessDisposed()
      return nil
    }
  }

  /// `start(sendingValueOf:)` for a run that maps each value.
  @inlinable
  func start(sendingValueOf storage: Locked<Source>) {
    core.sendTransaction {
      valueAction(transform(storage.withLock { $0 }))
      addUnlessDisposed()
      return nil
    }
  }

  /// Adds the run to the core after its initial value, unless that value disposed it.
  @inlinable
  func addUnlessDisposed() {
    guard !isDisposed else { return }
    key = core.insert(self)
    if key == nil { letGo() }
  }

  /// Lets go of the client's action and the transform, with what they capture. (The
  /// replacements are closures without captures: a generic function's reference would
  /// allocate a context for its type's metadata.)
  @inlinable
  func letGo() {
    valueAction = { _ in }
    transform = { _ in fatalError("a run that has ended transformed a value") }
  }

  /// Stops observing, once (see `DirectRun.dispose()`).
  @usableFromInline
  func dispose() {
    guard !disposed.load(ordering: .acquiring) else { return }
    disposed.store(true, ordering: .releasing)
    endInClient(self)
  }

  /// Removes the run from the core and lets go of the action.
  @inlinable
  func end() {
    core.sendTransaction {
      if let key {
        self.key = nil
        let detached = core.detachObserver(key)
        letGo()
        detached.finish()
      }
      return nil
    }
  }
}

extension PropertyValueRun where Source == Value {
  /// A run sending each value to `action` unchanged, without calling a transform.
  @inlinable
  convenience init(core: SignalCore<Source, Never>, action valueAction: @escaping (Value) -> Void) {
    let unused: (Source) -> Value = { _ in fatalError("a run without a transform called one") }
    self.init(core: core, transform: unused, action: valueAction) {
      observer, event in
      let run = unsafeDowncast(observer, to: PropertyValueRun.self)
      guard case .value(let value) = event else { return run.letGo() }
      run.valueAction(value)
    }
  }
}
