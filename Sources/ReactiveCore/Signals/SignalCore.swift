import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shared state behind a `Signal`: its observers, its termination, and the
/// serialization of deliveries.
///
/// Deliveries are serialized by `deliveryLock`. A send made from inside a delivery on the
/// same thread (an observer sending into the signal it observes) is queued and delivered
/// after the current delivery finishes, instead of deadlocking; values sent from other
/// threads wait their turn.
///
/// A terminal event sent from another thread never waits: it is recorded as requested
/// and delivered by whichever thread holds the lock next (at once when it is free), ahead
/// of values still waiting, which are then dropped. So a thread that ends a signal while
/// holding another signal's lock cannot deadlock against a thread delivering the other
/// way round (a property released on one thread while a binding into it is delivering on
/// another).
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline typealias Event = Signal<Value, Error>.Event
  @usableFromInline typealias Observer = Signal<Value, Error>.Observer
  /// The core, until it is deinitialized: what `ObserverRemoval` reaches it through,
  /// instead of a weak reference (which gives the core a side table, making every
  /// retain and release of it slower). The deinitializer clears it under its lock, so
  /// a removal that holds the lock works on a core that is still there.
  @usableFromInline typealias Anchor = Locked<Unmanaged<SignalCore>?>

  @usableFromInline
  struct Entry {
    @usableFromInline let key: UInt64
    @usableFromInline let observer: Observer

    @usableFromInline
    init(key: UInt64, observer: Observer) {
      self.key = key
      self.observer = observer
    }
  }

  @usableFromInline
  struct State {
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var isTerminated = false
    @usableFromInline var isSignalAlive = true
    /// A terminal event sent from another thread, waiting for the delivery lock.
    @usableFromInline var requestedTerminal: Event?
    /// What observers' removals reach this core through; made with the first one.
    @usableFromInline var anchor: Anchor?

    @inlinable
    init() {}
  }

  @usableFromInline let state = Locked(State())
  /// Bumped whenever `state.entries` changes, so a delivery can reuse its snapshot.
  @usableFromInline let version = Synchronization.Atomic<UInt64>(1)
  @usableFromInline let deliveryLock = ThreadLock()
  /// Whether `state.requestedTerminal` holds an event to deliver.
  @usableFromInline let isTerminalRequested = Synchronization.Atomic<Bool>(false)
  @usableFromInline let lifetimeToken = Lifetime.Token()

  // Only touched while holding `deliveryLock`, or, for a unary operator's stage, inside
  // the upstream's serialized delivery.
  @exclusivity(unchecked) @usableFromInline var pending: ContiguousArray<Event> = []
  /// The observers a delivery calls: a copy of `state.entries`, refreshed when
  /// `version` moves. Owned by this core (each element holds a strong reference) and
  /// replaced only by deliveries, so a delivery can call them without retaining each.
  @exclusivity(unchecked) @usableFromInline var snapshotElements: UnsafeMutablePointer<Observer>? =
    nil
  @exclusivity(unchecked) @usableFromInline var snapshotCount = 0
  @exclusivity(unchecked) @usableFromInline var snapshotVersion: UInt64 = 0
  @exclusivity(unchecked) @usableFromInline var hasDeliveredTerminal = false

  /// The generator's lifetime: ends when the signal terminates or is released.
  @usableFromInline let lifetime: Lifetime
  /// For a unary operator's stage, which is delivered to from inside its upstream's
  /// deliveries rather than under its own `deliveryLock`: runs a closure the way the
  /// upstream's `runIfIdle` does. Nil for a core that serializes its own deliveries.
  /// It returns the upstream it reached, for a caller under another lock to release
  /// after that lock (see `detachObserver`), or, when asked to defer a terminal event
  /// and one waits, a `WaitingTerminal` holding that upstream and the flag saying so
  /// (see `runIfIdleDeferringTerminal`).
  @usableFromInline let runIfUpstreamIdle:
    (
      (_ deferringTerminal: Bool, _ body: () -> Void) -> (kept: AnyObject?, isWaitingTerminal: Bool)
    )?
  /// Whether `ReactiveResources` counted this signal when it was made (set in each
  /// initializer, as `Signal.Observer.isCounted` is).
  @usableFromInline let isCounted: Bool

  /// A core that serializes its own deliveries.
  @inlinable
  init() {
    runIfUpstreamIdle = nil
    lifetime = Lifetime(lifetimeToken)
    isCounted = ResourceCounting.began(.signal)
  }

  /// The core of a unary operator's stage after `upstream` (see `Signal.unaryStage`).
  /// It holds the upstream weakly: once the upstream is gone nothing delivers here.
  @usableFromInline
  init<UpstreamValue, UpstreamError>(stageAfter upstream: SignalCore<UpstreamValue, UpstreamError>)
  {
    runIfUpstreamIdle = { [weak upstream] deferringTerminal, body in
      guard let upstream else {
        body()
        return (nil, false)
      }
      guard deferringTerminal else {
        upstream.runIfIdle(body)
        return (upstream, false)
      }
      let (kept, isWaitingTerminal) = upstream.runIfIdleDeferringTerminal(body)
      guard _slowPath(isWaitingTerminal), let kept else { return (upstream, false) }
      let waiting = unsafeDowncast(kept, to: WaitingTerminal.self)
      return (WaitingTerminal(upstream: upstream, core: waiting.core), true)
    }
    lifetime = Lifetime(lifetimeToken)
    isCounted = ResourceCounting.began(.signal)
  }

  /// A new observer that sends events into this core. It holds the core strongly: a
  /// signal stays alive while someone can still send into it and someone observes it.
  @inlinable
  func makeInput() -> Observer {
    Observer { event in self.send(event) }
  }

  /// Delivers `event` to every observer, serialized with all other deliveries. A
  /// terminal event does not wait for the lock (see the type's comment).
  @inlinable @inline(__always)
  func send(_ event: Event) {
    if event.isTerminating {
      sendTerminal(event)
    } else {
      sendTransaction { event }
    }
  }

  /// Records a terminal event and delivers it now if no delivery is under way;
  /// otherwise the thread delivering delivers it before it lets go of the lock.
  @inlinable
  func sendTerminal(_ event: Event) {
    if deliveryLock.isHeld(by: currentThreadID()) {
      pending.append(event)
      return
    }
    let isFirst = state.withLock { state -> Bool in
      guard !state.isTerminated, state.requestedTerminal == nil else { return false }
      state.requestedTerminal = event
      return true
    }
    guard isFirst else { return }
    isTerminalRequested.store(true, ordering: .sequentiallyConsistent)
    deliverRequestedTerminalIfIdle()
  }

  /// Delivers a requested terminal event if the lock is free; never waits. When it is
  /// held, the thread holding it delivers the event as it lets go (and a backstop looks
  /// again shortly, in case it missed the request).
  @inlinable
  func deliverRequestedTerminalIfIdle() {
    let thread = currentThreadID()
    guard deliveryLock.tryLock(thread) || tryLockAfterRequestOrDeliverLater(thread) else {
      return
    }
    deliverRequestedTerminal()
    if !pending.isEmpty { deliverPending() }
    deliveryLock.unlock()
  }

  /// Delivers the requested terminal event, if any. Call only while delivering.
  @inlinable
  func deliverRequestedTerminal() {
    let event = state.withLock { state -> Event? in
      defer { state.requestedTerminal = nil }
      return state.requestedTerminal
    }
    isTerminalRequested.store(false, ordering: .relaxed)
    if let event { deliver(event) }
  }

  /// Runs `makeEvent` and delivers the event it returns, both inside the serialized
  /// delivery, so state updated by `makeEvent` is observed in the same order as the
  /// events. Re-entrant calls from inside a delivery run `makeEvent` at once and queue
  /// the event behind the current delivery. (Always inlined: called out of line, it
  /// made its callers retain and release what their closures capture around the call.)
  @inlinable @inline(__always)
  func sendTransaction(_ makeEvent: () throws -> Event?) rethrows {
    let thread = currentThreadID()
    if deliveryLock.isHeld(by: thread) {
      if let event = try makeEvent() { pending.append(event) }
      return
    }
    deliveryLock.lock(thread)
    // Not a `defer`: its body is a function of its own, which the optimizer stopped
    // inlining once letting go held the compiler barrier.
    let event: Event?
    do {
      event = try makeEvent()
    } catch {
      unlockDeliveries()
      throw error
    }
    if isTerminalRequested.load(ordering: .relaxed) {
      // Termination takes priority over a value that waited for the lock.
      deliverRequestedTerminal()
    } else if let event {
      deliverFromSend(event)
    } else if version.load(ordering: .acquiring) != snapshotVersion {
      // Only observers came or went (a property run starting or ending): let a removed
      // one go now.
      releaseSnapshot()
    }
    if !pending.isEmpty { deliverPending() }
    if isTerminalRequested.load(ordering: .relaxed) { deliverRequestedTerminal() }
    unlockDeliveries()
  }

  /// Lets go of the delivery lock, then delivers a terminal event another thread asked
  /// for while it was held (that thread did not wait: see the type's comment). Every
  /// hold but a terminal's own delivery ends here.
  @inlinable @inline(__always)
  func unlockDeliveries() {
    deliveryLock.unlock()
    if isTerminalRequested.load(ordering: .sequentiallyConsistent) {
      deliverRequestedTerminalIfIdle()
    }
  }

  /// `deliver`, inlined for the common case of one observer and no change since the
  /// last delivery: what a send from outside a delivery uses, and the value paths of the
  /// unary stages `map`, `filter`, `compactMap` and `skipRepeats`, which deliver from
  /// inside their upstream's delivery (`deliver` itself, inlined there whole, made the
  /// Signal pipeline slower; this path alone saves it a call of the delivery loop).
  @inlinable @inline(__always)
  func deliverFromSend(_ event: Event) {
    if snapshotCount == 1, !event.isTerminating, !hasDeliveredTerminal {
      let current = version.load(ordering: .acquiring)
      if current == snapshotVersion, let elements = snapshotElements {
        // See `deliver` for why the observer is not retained.
        UnsafeRawPointer(elements).load(as: Unmanaged<Observer>.self)
          ._withUnsafeGuaranteedRef { $0.send(event) }
        if version.load(ordering: .acquiring) != current { releaseSnapshot() }
        return
      }
    }
    deliver(event)
  }

  /// Delivers `event` to every observer.
  @inlinable
  func deliver(_ event: Event) {
    guard !hasDeliveredTerminal else { return }
    if event.isTerminating {
      deliverTerminal(event)
      return
    }
    let current = version.load(ordering: .acquiring)
    if current != snapshotVersion { refreshSnapshot(current) }
    // The snapshot is only replaced by deliveries, which are serialized, and it keeps
    // every observer alive for the loop: call them without retaining each.
    guard let elements = snapshotElements else { return }
    let unretained = UnsafeRawPointer(elements)
    for index in 0..<snapshotCount {
      let observer = unretained.load(
        fromByteOffset: index &* MemoryLayout<Observer>.stride, as: Unmanaged<Observer>.self)
      observer._withUnsafeGuaranteedRef { $0.send(event) }
    }
    // An observer removed during this delivery is let go now, not at the next event.
    if version.load(ordering: .acquiring) != current { releaseSnapshot() }
  }

  /// Delivers the events queued by re-entrant sends, including those they queue. A
  /// terminal event another thread asks for meanwhile goes ahead of them, and
  /// delivering it drops them: the loop looks at the queue again before going on.
  @inlinable
  func deliverPending() {
    var index = 0
    while index < pending.count {
      if isTerminalRequested.load(ordering: .relaxed) {
        deliverRequestedTerminal()
        continue
      }
      deliver(pending[index])
      index += 1
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Replaces the snapshot with `observers`, releasing the previous one.
  @inlinable
  func replaceSnapshot(with observers: ContiguousArray<Observer>) {
    releaseSnapshot()
    guard !observers.isEmpty else { return }
    let elements = UnsafeMutablePointer<Observer>.allocate(capacity: observers.count)
    _ = UnsafeMutableBufferPointer(start: elements, count: observers.count).initialize(
      from: observers)
    snapshotElements = elements
    snapshotCount = observers.count
  }

  /// Releases the snapshot and marks it stale, so the next delivery takes a new one.
  @inlinable
  func releaseSnapshot() {
    snapshotVersion = 0
    guard let elements = snapshotElements else { return }
    let count = snapshotCount
    snapshotElements = nil
    snapshotCount = 0
    Self.free(elements, count: count)
  }

  /// Releases `count` observers at `elements` and their memory. (Plain pointer and
  /// count: a buffer type of this generic `Observer` costs a metadata lookup a call.)
  @inlinable
  static func free(_ elements: UnsafeMutablePointer<Observer>, count: Int) {
    elements.deinitialize(count: count)
    elements.deallocate()
  }

  /// Runs `body` while holding the lock that serializes this core's deliveries (for a
  /// stage, that of the nearest upstream that serializes its own), if no delivery is
  /// under way; otherwise does not run it. Never waits.
  /// Returns, for a stage, the upstream it went through: released by the caller, so
  /// that its deinit (which may release this core) does not run inside `body`'s caller's
  /// locks.
  @inlinable @discardableResult
  func runIfIdle(_ body: () -> Void) -> AnyObject? {
    if let runIfUpstreamIdle { return runIfUpstreamIdle(false, body).kept }
    let thread = currentThreadID()
    guard !deliveryLock.isHeld(by: thread), deliveryLock.tryLock(thread) else { return nil }
    body()
    unlockDeliveries()
    return nil
  }

  /// `runIfIdle`, for a removal under an anchor's lock, which holds this core without a
  /// reference: a terminal event asked for while `body` ran (by another thread, or by an
  /// asynchronous operator's disposal, which leaves it for its scheduler) is not
  /// delivered here but returned, with its core kept, for the caller to deliver after
  /// that lock. Delivered here, its observers could remove another observer of this
  /// signal (taking the anchor's lock again) or let go of this core's last reference
  /// while the removal still works on it.
  /// Returns what `runIfIdle` returns, or, when a terminal event waits, a
  /// `WaitingTerminal` in its place and true: one object and a flag, so that the common
  /// path moves no existential.
  @inlinable
  func runIfIdleDeferringTerminal(_ body: () -> Void) -> (
    kept: AnyObject?, isWaitingTerminal: Bool
  ) {
    if let runIfUpstreamIdle { return runIfUpstreamIdle(true, body) }
    let thread = currentThreadID()
    guard !deliveryLock.isHeld(by: thread), deliveryLock.tryLock(thread) else {
      return (nil, false)
    }
    body()
    deliveryLock.unlock()
    guard _slowPath(isTerminalRequested.load(ordering: .sequentiallyConsistent)) else {
      return (nil, false)
    }
    return waitingTerminal()
  }

  deinit {
    if isCounted { ResourceCounting.ended(.signal) }
    // No removal reaches this core once its anchor has let go of it.
    if let anchor = state.withLock({ $0.anchor }) {
      // A removal on this thread may hold the anchor's lock while it lets go of the last
      // reference to this core (see `ObserverRemoval.remove()`): clear the anchor under
      // that same hold.
      if anchor.isHeldByCurrentThread {
        anchor.state = nil
      } else {
        anchor.withLock { $0 = nil }
      }
    }
    releaseSnapshot()
  }

  @inlinable
  func refreshSnapshot(_ current: UInt64) {
    replaceSnapshot(
      with: state.withLock { state in
        state.isTerminated ? [] : ContiguousArray(state.entries.lazy.map { $0.observer })
      })
    snapshotVersion = current
  }

  @inlinable
  func deliverTerminal(_ event: Event) {
    hasDeliveredTerminal = true
    let observers = state.withLock { state -> ContiguousArray<Entry> in
      guard !state.isTerminated else { return [] }
      state.isTerminated = true
      bumpVersionLocked()
      defer { state.entries = [] }
      return state.entries
    }
    releaseSnapshot()
    for entry in observers { entry.observer.send(event) }
    pending.removeAll()
    lifetimeToken.dispose()
  }

  /// Ends a new core that nobody observes or sends into yet, leaving it as delivering
  /// `completed` would (terminated, its lifetime ended), without a delivery.
  @usableFromInline
  func completeUnobserved() {
    hasDeliveredTerminal = true
    state.withLock { state in
      state.isTerminated = true
      bumpVersionLocked()
    }
    lifetimeToken.dispose()
  }

  /// Adds an observer; see `Signal.observe(_:)`.
  @inlinable
  func add(_ observer: Observer) -> Disposable? {
    let added: (key: UInt64, anchor: Anchor)? = state.withLock { state in
      guard !state.isTerminated else { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.entries.append(Entry(key: key, observer: observer))
      bumpVersionLocked()
      if let anchor = state.anchor { return (key, anchor) }
      let anchor = Anchor(Unmanaged.passUnretained(self))
      state.anchor = anchor
      return (key, anchor)
    }
    guard let added else {
      observer.sendInterrupted()
      return nil
    }
    return ObserverRemoval(anchor: added.anchor, key: added.key)
  }

  /// Adds an observer and returns the key that removes it, or nil when the signal has
  /// already terminated (the observer is then left untouched).
  @inlinable
  func insert(_ observer: Observer) -> UInt64? {
    let key: UInt64? = state.withLock { state in
      guard !state.isTerminated else { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.entries.append(Entry(key: key, observer: observer))
      bumpVersionLocked()
      return key
    }
    return key
  }

  /// Moves `version` on after a change of `state.entries`. Call only while holding
  /// `state`'s lock: every change of the observers is made under it, so a load and a
  /// releasing store do what an atomic increment would, without its locked instruction.
  @inlinable @inline(__always)
  func bumpVersionLocked() {
    version.store(version.load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  /// Whether the signal has terminated (or was released unobserved).
  var isTerminated: Bool { state.withLock { $0.isTerminated } }

  /// Removes the observer `insert` returned `key` for.
  @inlinable
  func removeObserver(_ key: UInt64) {
    detachObserver(key).finish()
  }

  /// Called when the `Signal` wrapping this core is released.
  @inlinable
  func signalReleased() {
    let shouldEnd = state.withLock { state -> Bool in
      state.isSignalAlive = false
      return endIfUnused(&state)
    }
    if shouldEnd { lifetimeToken.dispose() }
  }

  @inlinable
  func endIfUnused(_ state: inout State) -> Bool {
    guard !state.isSignalAlive, state.entries.isEmpty, !state.isTerminated else { return false }
    state.isTerminated = true
    return true
  }
}

@inlinable @inline(__always)
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}
