#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain, non-recursive mutual-exclusion lock over `pthread_mutex_t`.
///
/// `Synchronization.Mutex` would be the natural choice, but its `sending` parameters
/// reject the non-`Sendable` closures and values that signals carry; this lock leaves
/// that responsibility to the code holding it, as ReactiveSwift's locks do.
@usableFromInline
final class Lock: @unchecked Sendable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Acquires the lock, waiting for it if another thread holds it.
  @inlinable @inline(__always)
  func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Releases the lock.
  @inlinable @inline(__always)
  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` while holding the lock.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A value guarded by a `Lock`: read and modify it only through `withLock`.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
  @usableFromInline
  let lock = Lock()
  @exclusivity(unchecked) @usableFromInline
  var state: State

  @usableFromInline
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
