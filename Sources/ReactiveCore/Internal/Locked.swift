/// A value guarded by a lock of its own: read and modify it only through `withLock`.
///
/// The lock is a `ThreadLock` stored inline (a guarded value is one allocation): one
/// compare-and-swap to take it, a plain store to let it go. `withLock` takes closures
/// and values that are not `Sendable`, as ReactiveSwift's locks do, leaving that
/// responsibility to the code holding it (`Mutex.withLock`'s `sending` parameters
/// reject what signals carry).
@usableFromInline
final class Locked<State>: @unchecked Sendable {
  @usableFromInline
  let lock = ThreadLock()
  @exclusivity(unchecked) @usableFromInline
  var state: State

  @usableFromInline
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock(currentThreadID())
    defer { lock.unlock() }
    return try body(&state)
  }

  /// Whether the current thread is inside `withLock`.
  @inlinable
  var isHeldByCurrentThread: Bool { lock.isHeld(by: currentThreadID()) }
}
