import Foundation
import ReactiveCore

/// Runs the work scheduled on the main queue (`DispatchQueue.main`,
/// `QueueScheduler.main`) while the shell's main thread waits, so view-models written for
/// a UI thread work in `mvvm`: the main thread is the shell's, and it would otherwise never
/// get to them.
public enum MainQueue {
  /// Runs, on the main thread, every block enqueued on the main queue before the call;
  /// does nothing elsewhere.
  public static func drain() {
    guard Thread.isMainThread else { return }
    let reached = Atomic(false)
    DispatchQueue.main.async { reached.value = true }
    serve(until: { reached.value })
  }

  /// Runs the main queue's work on the main thread until `isDone` holds; the work that
  /// makes it hold must reach the main queue (a block enqueued there wakes the loop).
  static func serve(until isDone: () -> Bool) {
    while !isDone() {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
