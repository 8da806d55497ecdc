import Synchronization

/// The lock a hand-written thread-safe baseline would use for its stored value.
final class BaselineLock: @unchecked Sendable {
  private let mutex = Mutex(())

  /// Runs `body` while holding the lock.
  func withLock(_ body: () -> Void) {
    mutex.withLock { _ in body() }
  }
}
