import Foundation

/// Runs actions: at once, on a queue, or in virtual time.
public protocol Scheduler: AnyObject, Sendable {
  /// Schedules `action` to run. Returns a disposable that cancels it if it has not run
  /// yet, or nil when cancellation is not possible.
  @discardableResult
  func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that knows the time and can run actions at a given date: what the
/// time-based operators (`delay`, `throttle`, `debounce`, `timeout`) need.
public protocol DateScheduler: Scheduler {
  /// The scheduler's notion of now.
  var currentDate: Date { get }

  /// Schedules `action` to run at `date` (at once when the date has passed).
  @discardableResult
  func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?

  /// Schedules `action` to run at `date`, then every `interval` until disposed.
  @discardableResult
  func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable?
}

extension DateScheduler {
  /// Schedules `action` to run at `date`, then every `interval` until disposed.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, action: @escaping () -> Void
  ) -> Disposable? {
    schedule(after: date, interval: interval, leeway: .seconds(0), action: action)
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinity).
  public var timeInterval: TimeInterval {
    switch self {
    case .seconds(let s): return TimeInterval(s)
    case .milliseconds(let ms): return TimeInterval(ms) / 1_000
    case .microseconds(let us): return TimeInterval(us) / 1_000_000
    case .nanoseconds(let ns): return TimeInterval(ns) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// An interval from seconds, rounded to nanoseconds.
  public static func interval(_ seconds: TimeInterval) -> DispatchTimeInterval {
    .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
  }
}
