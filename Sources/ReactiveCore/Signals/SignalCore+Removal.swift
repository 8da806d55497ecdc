import Synchronization

extension SignalCore {
  /// What removing an observer lets go of, to be let go outside every lock (see
  /// `finish()`): the observer, the snapshot of observers, and the signal's lifetime
  /// when the removal ends it. Their deinitializers and the lifetime's cleanup may run
  /// any code, including removing other observers of this signal.
  @usableFromInline
  struct DetachedObserver {
    @usableFromInline let observer: Observer?
    @usableFromInline let snapshot: (elements: UnsafeMutablePointer<Observer>, count: Int)?
    @usableFromInline let endingLifetime: Lifetime.Token?
    /// What the removal went through, kept until the anchor's lock is let go: for a
    /// stage, its upstream, whose deinit may release the stage's core (whose deinit takes
    /// that lock); when `keptIsWaitingTerminal`, a `WaitingTerminal` holding that upstream
    /// and the core whose terminal event waits.
    @usableFromInline let kept: AnyObject?
    /// Whether a terminal event was asked for while the removal held its delivery lock:
    /// `kept` is then the `WaitingTerminal` for `finish()` to deliver (see
    /// `runIfIdleDeferringTerminal`). A Bool rather than a field of its own, so that an
    /// ordinary removal moves, checks and destroys no more than it did.
    @usableFromInline let keptIsWaitingTerminal: Bool

    @inlinable
    init(
      observer: Observer?, snapshot: (elements: UnsafeMutablePointer<Observer>, count: Int)?,
      endingLifetime: Lifetime.Token?, kept: AnyObject?, keptIsWaitingTerminal: Bool
    ) {
      self.observer = observer
      self.snapshot = snapshot
      self.endingLifetime = endingLifetime
      self.kept = kept
      self.keptIsWaitingTerminal = keptIsWaitingTerminal
    }

    /// Delivers a terminal event that waited, frees the snapshot and ends the lifetime;
    /// the observer goes with this value.
    @inlinable
    func finish() {
      if _slowPath(keptIsWaitingTerminal), let kept {
        unsafeDowncast(kept, to: WaitingTerminal.self).deliver()
      }
      if let snapshot { SignalCore.free(snapshot.elements, count: snapshot.count) }
      endingLifetime?.dispose()
    }
  }

  /// Removes the observer `insert` returned `key` for, without letting go of anything
  /// yet: safe under another lock (an anchor's).
  @inlinable
  func detachObserver(_ key: UInt64) -> DetachedObserver {
    var removed: Observer?
    let shouldEnd = state.withLock { state -> Bool in
      guard let index = state.entries.firstIndex(where: { $0.key == key }) else { return false }
      removed = state.entries.remove(at: index).observer
      bumpVersionLocked()
      return endIfUnused(&state)
    }
    let endingLifetime = shouldEnd ? lifetimeToken : nil
    // Last: this core may be released inside (see `SignalCore.deinit`).
    let (snapshot, kept, keptIsWaitingTerminal) = detachSnapshotIfIdle()
    return DetachedObserver(
      observer: removed, snapshot: snapshot, endingLifetime: endingLifetime, kept: kept,
      keptIsWaitingTerminal: keptIsWaitingTerminal)
  }

  /// After an observer is removed outside any delivery, takes the snapshot out so the
  /// observer (and what its closure holds) is released now rather than at the next
  /// event. Skipped when a delivery is under way: a delivery of this core drops the
  /// snapshot as it ends; a removal made during an upstream's delivery, outside this
  /// stage's, leaves it until the stage's next event. The caller frees what it returns
  /// outside the lock: an observer's deinit may send into this signal; so is what the
  /// run kept (see `DetachedObserver.kept`), and it delivers a terminal event that
  /// waited for the lock then.
  @inlinable
  func detachSnapshotIfIdle() -> (
    snapshot: (elements: UnsafeMutablePointer<Observer>, count: Int)?, kept: AnyObject?,
    keptIsWaitingTerminal: Bool
  ) {
    var detached: (elements: UnsafeMutablePointer<Observer>, count: Int)?
    let (kept, keptIsWaitingTerminal) = runIfIdleDeferringTerminal {
      if let elements = snapshotElements { detached = (elements, snapshotCount) }
      snapshotElements = nil
      snapshotCount = 0
      snapshotVersion = 0
    }
    return (detached, kept, keptIsWaitingTerminal)
  }
}
