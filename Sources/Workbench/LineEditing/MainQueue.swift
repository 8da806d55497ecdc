import Foundation

/// Runs the work scheduled on the main queue (`DispatchQueue.main`,
/// `QueueScheduler.main`) while the shell's main thread waits, so view-models written for
/// a UI thread work in `mvvm`: the main thread is the shell's, and it would otherwise never
/// get to them.
enum MainQueue {
  /// Runs, on the main thread, every block enqueued on the main queue before the call;
  /// does nothing elsewhere.
  static func drain() {
    guard Thread.isMainThread else { return }
    let reached = Guarded(false)
    DispatchQueue.main.async { reached.withLock { $0 = true } }
    while !reached.withLock({ $0 }) {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// Runs `wait` (a blocking read) on a thread of its own and serves the main queue on
  /// the calling main thread until it returns; elsewhere, just runs it.
  static func serve<Result: Sendable>(while wait: @escaping @Sendable () -> Result) -> Result {
    guard Thread.isMainThread else { return wait() }
    let result = Guarded<Result?>(nil)
    Thread.detachNewThread {
      let value = wait()
      DispatchQueue.main.async { result.withLock { $0 = value } }
    }
    while true {
      if let value = result.withLock({ $0 }) { return value }
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
