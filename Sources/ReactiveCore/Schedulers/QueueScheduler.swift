import Dispatch
import Foundation

/// Runs actions asynchronously on a serial `DispatchQueue`, with wall-clock time.
public final class QueueScheduler: DateScheduler, @unchecked Sendable {
  /// The queue actions run on.
  public let queue: DispatchQueue

  /// A scheduler on a new serial queue named `name`.
  public init(qos: DispatchQoS = .default, name: String = "ReactiveCore.QueueScheduler") {
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
    let box = UncheckedBox(action)
    queue.async {
      if !disposable.isDisposed { box.value() }
    }
    return disposable
  }

  /// Runs `action` on the queue at `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    let disposable = AnyDisposable()
    let box = UncheckedBox(action)
    queue.asyncAfter(wallDeadline: wallTime(at: date)) {
      if !disposable.isDisposed { box.value() }
    }
    return disposable
  }

  /// Runs `action` on the queue at `date`, then every `interval`.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let box = UncheckedBox(action)
    timer.schedule(wallDeadline: wallTime(at: date), repeating: interval, leeway: leeway)
    timer.setEventHandler { box.value() }
    timer.resume()
    return AnyDisposable { timer.cancel() }
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
