import Dispatch
import Foundation

/// Runs actions asynchronously on a serial `DispatchQueue`, with wall-clock time. Each
/// action runs with the cause that was current when it was scheduled (see
/// `ReactiveInspection.currentCause`).
public final class QueueScheduler: DateScheduler, @unchecked Sendable {
  /// The queue actions run on.
  public let queue: DispatchQueue
  /// The repeating timers running on this scheduler: they run until disposed, whether
  /// or not their disposables are kept.
  private let timers = Locked<[UInt64: DispatchSourceTimer]>([:])
  private let nextTimerKey = Locked<UInt64>(0)

  /// A scheduler on a new serial queue named `name`. The quality of service is
  /// unspecified by default, so the queue takes that of the work it runs.
  public init(qos: DispatchQoS = .unspecified, name: String = "ReactiveCore.QueueScheduler") {
    queue = DispatchQueue(label: name, qos: qos)
  }

  /// A scheduler on an existing serial queue.
  public init(targeting queue: DispatchQueue) {
    self.queue = queue
  }

  /// A shared scheduler on the main queue.
  public static let main = QueueScheduler(targeting: .main)

  /// Now, by the wall clock.
  public var currentDate: Date { Date() }

  /// Runs `action` on the queue soon.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    let disposable = AnyDisposable()
    let box = UncheckedBox(Instrumentation.isActive ? Instrumentation.keepingCause(action) : action)
    queue.async {
      if !disposable.isDisposed { box.value() }
    }
    return disposable
  }

  /// Runs `action` on the queue at `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    let disposable = AnyDisposable()
    let box = UncheckedBox(Instrumentation.isActive ? Instrumentation.keepingCause(action) : action)
    queue.asyncAfter(wallDeadline: wallTime(at: date)) {
      if !disposable.isDisposed { box.value() }
    }
    return disposable
  }

  /// Runs `action` on the queue at `date`, then every `interval`, until the returned
  /// disposable is disposed (the scheduler keeps the timer even if it is not kept).
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let box = UncheckedBox(Instrumentation.isActive ? Instrumentation.keepingCause(action) : action)
    timer.schedule(wallDeadline: wallTime(at: date), repeating: interval, leeway: leeway)
    timer.setEventHandler { box.value() }
    let key = nextTimerKey.withLock { key -> UInt64 in
      defer { key += 1 }
      return key
    }
    timers.withLock { $0[key] = timer }
    timer.resume()
    return AnyDisposable { [weak self] in
      timer.cancel()
      _ = self?.timers.withLock { $0.removeValue(forKey: key) }
    }
  }

  private func wallTime(at date: Date) -> DispatchWallTime {
    let delay = max(0, date.timeIntervalSinceNow)
    return .now() + .interval(delay)
  }
}

/// Carries a non-`Sendable` value across a `@Sendable` boundary whose thread safety the
/// caller guarantees (an action that only ever runs on one queue).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
