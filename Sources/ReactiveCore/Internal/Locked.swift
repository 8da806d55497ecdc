import Synchronization

/// A value guarded by a lock of its own: read and modify it only through `withLock`.
///
/// The lock is `Synchronization.Mutex<Void>` used through its lock and unlock entry
/// points: `Mutex.withLock`'s `sending` parameters reject the non-`Sendable` closures and
/// values that signals carry, so this leaves that responsibility to the code holding it,
/// as ReactiveSwift's locks do. The mutex is stored inline (a guarded value is one
/// allocation) and its uncontended path is an inlined compare-and-swap.
///
/// On Linux a contended `Mutex` is handed over by the kernel (a priority-inheriting
/// futex) inside the standard library, where ThreadSanitizer cannot see it; it would
/// then report the guarded state as raced. So each release is also published through
/// `handoff`, a release store that the next holder reads with an acquiring load. That
/// edge is what ThreadSanitizer follows; in a normal build it costs two plain moves on
/// x86-64 and two ordered ones on ARM.
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
