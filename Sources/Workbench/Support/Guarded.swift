import Foundation

/// A value shared between threads, read and changed only inside `withLock`.
///
/// It stands where `Synchronization.Mutex` would, with a lock ThreadSanitizer can
/// follow: on Linux a contended `Mutex` is handed over inside the standard library,
/// where ThreadSanitizer cannot see it, so it reports races on state that is in fact
/// guarded (ReactiveCore's `ThreadLock` avoids the same thing on its hot path with a
/// lock of its own). Nothing the shell guards is hot enough for the cost to show.
final class Guarded<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A guard around `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
