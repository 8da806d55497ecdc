import Foundation

extension DispatchTimeInterval {
  /// The same interval, negated (`.never` stays `.never`).
  public static prefix func - (interval: DispatchTimeInterval) -> DispatchTimeInterval {
    switch interval {
    case .seconds(let s): return .seconds(-s)
    case .milliseconds(let ms): return .milliseconds(-ms)
    case .microseconds(let us): return .microseconds(-us)
    case .nanoseconds(let ns): return .nanoseconds(-ns)
    case .never: return .never
    @unknown default: return .never
    }
  }

  /// The interval scaled by `factor`, in the finest unit that holds it; `.never` when
  /// no unit can.
  public static func * (interval: DispatchTimeInterval, factor: Double) -> DispatchTimeInterval {
    let seconds = interval.timeInterval * factor
    if let ns = Int(exactly: (seconds * 1_000_000_000).rounded()) { return .nanoseconds(ns) }
    if let us = Int(exactly: (seconds * 1_000_000).rounded()) { return .microseconds(us) }
    if let ms = Int(exactly: (seconds * 1_000).rounded()) { return .milliseconds(ms) }
    if let s = Int(exactly: seconds.rounded()) { return .seconds(s) }
    return .never
  }

  /// The sum of two intervals, in nanoseconds; `.never` when either is `.never` or the
  /// sum does not fit.
  public static func + (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval)
    -> DispatchTimeInterval
  {
    guard let left = lhs.nanoseconds, let right = rhs.nanoseconds else { return .never }
    let (sum, overflow) = left.addingReportingOverflow(right)
    return overflow ? .never : .nanoseconds(sum)
  }

  /// The difference of two intervals, in nanoseconds; `.never` when either is `.never`.
  public static func - (lhs: DispatchTimeInterval, rhs: DispatchTimeInterval)
    -> DispatchTimeInterval
  {
    lhs + -rhs
  }

  /// The interval in whole nanoseconds; nil for `.never` or when it does not fit.
  var nanoseconds: Int? {
    switch self {
    case .seconds(let s):
      return s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? nil : s * 1_000_000_000
    case .milliseconds(let ms):
      return ms.multipliedReportingOverflow(by: 1_000_000).overflow ? nil : ms * 1_000_000
    case .microseconds(let us):
      return us.multipliedReportingOverflow(by: 1_000).overflow ? nil : us * 1_000
    case .nanoseconds(let ns): return ns
    case .never: return nil
    @unknown default: return nil
    }
  }
}

extension TimeInterval {
  /// The interval as a `DispatchTimeInterval`, rounded to nanoseconds.
  public var dispatchTimeInterval: DispatchTimeInterval {
    .interval(self)
  }
}

extension Date {
  /// The date `interval` later (earlier for a negative interval).
  public func addingTimeInterval(_ interval: DispatchTimeInterval) -> Date {
    addingTimeInterval(interval.timeInterval)
  }
}
