import Foundation

/// Runs actions on the main queue: at once when called on the main queue with nothing
/// of its own still queued, otherwise queued on the main queue in order (ReactiveSwift's
/// `UIScheduler`). In the shell the main queue is drained by its run loop.
public final class UIScheduler: Scheduler, @unchecked Sendable {
  /// Actions queued and not yet run, across every `UIScheduler`: one that runs at once
  /// must not overtake them.
  private static let queuedCount = Atomic(0)

  /// Marks the main queue, so that `schedule` knows when it is called on it (on Linux
  /// the main queue is not always drained by the main thread).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// A scheduler for the main queue.
  public init() {
    _ = UIScheduler.mainQueueKey
  }

  /// Runs `action` at once on the main queue when nothing is queued, else queues it.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    let isOnMainQueue = DispatchQueue.getSpecific(key: UIScheduler.mainQueueKey) == true
    let runsNow = isOnMainQueue && UIScheduler.queuedCount.withValue { $0 == 0 }
    if runsNow {
      action()
      return nil
    }
    let disposable = AnyDisposable()
    // Every scheduler runs work with the cause current when it was scheduled.
    let box = UncheckedBox(Instrumentation.isActive ? Instrumentation.keepingCause(action) : action)
    UIScheduler.queuedCount.modify { $0 += 1 }
    DispatchQueue.main.async {
      defer { UIScheduler.queuedCount.modify { $0 -= 1 } }
      if !disposable.isDisposed { box.value() }
    }
    return disposable
  }
}
