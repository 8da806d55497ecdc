import Synchronization

/// A plain, non-recursive mutual-exclusion lock.
///
/// It wraps `Synchronization.Mutex<Void>` through its lock and unlock entry points:
/// `Mutex.withLock`'s `sending` parameters reject the non-`Sendable` closures and values
/// that signals carry, so this lock leaves that responsibility to the code holding it,
/// as ReactiveSwift's locks do. The mutex is stored inline (no separate allocation) and
/// its uncontended path is an inlined compare-and-swap.
///
/// On Linux a contended `Mutex` is handed over by the kernel (a priority-inheriting
/// futex) inside the standard library, where ThreadSanitizer cannot see it; it would
/// then report the guarded state as raced. So the lock also publishes each release
/// through `handoff`, a release store that the next holder reads with an acquiring load.
/// That edge is what ThreadSanitizer follows; in a normal build it costs two plain
/// moves on x86-64 and two ordered ones on ARM.
@usableFromInline
final class Lock: @unchecked Sendable {
  @usableFromInline
  let mutex = Mutex(())
  @usableFromInline
  let handoff = Synchronization.Atomic<UInt>(0)

  @usableFromInline
  init() {}

  /// Acquires the lock, waiting for it if another thread holds it.
  @inlinable @inline(__always)
  func lock() {
    mutex._unsafeLock()
    _ = handoff.load(ordering: .acquiring)
  }

  /// Acquires the lock if no thread holds it, without waiting; returns whether it did.
  /// The caller must not already hold it.
  @inlinable @inline(__always)
  func tryLock() -> Bool {
    guard mutex._unsafeTryLock() else { return false }
    _ = handoff.load(ordering: .acquiring)
    return true
  }

  /// Releases the lock.
  @inlinable @inline(__always)
  func unlock() {
    handoff.store(0, ordering: .releasing)
    mutex._unsafeUnlock()
  }

  /// Runs `body` while holding the lock.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A value guarded by a lock of its own (the same mutex and hand-off as `Lock`, stored
/// inline, so a guarded value is one allocation): read and modify it only through
/// `withLock`.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
  @usableFromInline
  let mutex = Mutex(())
  @usableFromInline
  let handoff = Synchronization.Atomic<UInt>(0)
  @exclusivity(unchecked) @usableFromInline
  var state: State

  @usableFromInline
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    mutex._unsafeLock()
    _ = handoff.load(ordering: .acquiring)
    defer {
      handoff.store(0, ordering: .releasing)
      mutex._unsafeUnlock()
    }
    return try body(&state)
  }
}
