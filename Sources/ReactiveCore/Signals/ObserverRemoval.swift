import Synchronization

/// The disposable `Signal.observe(_:)` returns: removes one observer from its signal's
/// core, once. It reaches the core through the core's anchor (see `SignalCore.Anchor`),
/// so a kept disposable does not keep the signal alive, without a weak reference.
@usableFromInline
final class ObserverRemoval<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
  @usableFromInline let anchor: SignalCore<Value, Error>.Anchor
  @usableFromInline let key: UInt64
  @usableFromInline let disposed = Synchronization.Atomic<Bool>(false)
  /// The removal as built where the observer was added: `dispose()` is reached through
  /// the `Disposable` protocol, which the client cannot specialise, so it calls back
  /// into the client's specialised code through this (a closure with no captures).
  @usableFromInline let removeInClient: (ObserverRemoval) -> Void

  /// Whether the observer has been removed.
  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  init(anchor: SignalCore<Value, Error>.Anchor, key: UInt64) {
    self.anchor = anchor
    self.key = key
    removeInClient = { $0.remove() }
  }

  /// Removes the observer, once. A plain store marks it disposed, not an atomic
  /// exchange: two disposals racing both reach `remove()`, and only the first finds the
  /// observer's key in the core.
  @usableFromInline
  func dispose() {
    guard !disposed.load(ordering: .acquiring) else { return }
    disposed.store(true, ordering: .releasing)
    removeInClient(self)
  }

  /// Removes the observer while holding the anchor's lock, if the core is still there,
  /// and lets go of what it detached after the lock.
  @inlinable
  func remove() {
    let key = key
    let anchor = anchor
    // A core whose last reference goes inside `detachObserver` clears the anchor from
    // its deinit, under this same hold (see `SignalCore.deinit`).
    let detached = anchor.withLock { core in
      core?._withUnsafeGuaranteedRef { $0.detachObserver(key) }
    }
    detached?.finish()
  }
}
