import Foundation

extension DateScheduler {
  /// Schedules `action` to run `delay` from now.
  @discardableResult
  public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void)
    -> Disposable?
  {
    schedule(after: currentDate.addingTimeInterval(delay), action: action)
  }

  /// Schedules `action` to run `delay` from now, then every `interval` until disposed.
  @discardableResult
  public func schedule(
    after delay: DispatchTimeInterval, interval: DispatchTimeInterval,
    leeway: DispatchTimeInterval = .seconds(0), action: @escaping () -> Void
  ) -> Disposable? {
    schedule(
      after: currentDate.addingTimeInterval(delay), interval: interval, leeway: leeway,
      action: action)
  }
}
