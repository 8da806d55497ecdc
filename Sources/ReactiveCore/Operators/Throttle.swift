import Foundation

extension Signal {
  /// Sends at most one value per `interval`, on `scheduler`.
  ///
  /// The first value is sent at once (scheduled on `scheduler` for its current time, so
  /// a `TestScheduler` needs an `advance()`), then at most one per interval: values that
  /// arrive within `interval` of the last value sent are held, and only the LATEST of
  /// them is sent when the interval since the last sent value elapses. Values that
  /// arrive before the scheduler got to send the first one replace it.
  ///
  /// Terminal events are also sent on `scheduler`, at its current time. A value still
  /// held when the signal terminates is dropped, as in ReactiveSwift, and its release
  /// is taken off the scheduler.
  @inlinable
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<
    Value, Error
  > {
    precondition(interval >= 0, "throttle needs an interval of zero or more seconds")
    let report = StageReport.begin(
      "throttle(\(StageReport.describe(interval)))", after: [self.core])
    let signal = Signal { observer, lifetime in
      let state = Locked(ThrottleState<Value>())
      let scheduled = SerialDisposable()
      lifetime += scheduled
      if let report {
        lifetime.observeEnded {
          if let held = state.withLock({ $0.pendingValue }) { report.cancel(held) }
        }
      }
      lifetime += self.observe { event in
        guard case .value(let value) = event else {
          scheduled.dispose()
          lifetime += scheduler.schedule { observer.send(event) }
          return
        }
        let (date, superseded) = state.withLock { state -> (Date, Value?) in
          let superseded = state.pendingValue
          state.pendingValue = value
          let now = scheduler.currentDate
          guard let previous = state.previousDate, previous <= now else { return (now, superseded) }
          return (max(previous.addingTimeInterval(interval), now), superseded)
        }
        func schedule() {
          scheduled.inner = scheduler.schedule(after: date) {
            guard let pending = state.withLock({ $0.retrieveValue(sentAt: date) }) else { return }
            guard let report else { return observer.send(value: pending) }
            report.pass(pending) { observer.send(value: pending) }
          }
        }
        guard let report else { return schedule() }
        if let superseded { report.drop(superseded) }
        report.hold(value, schedule)
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends at most one value per `interval`, on `scheduler`: the first value at once,
  /// then the latest held value each time the interval since the last sent value
  /// elapses. A value still held when the producer terminates is dropped; disposing a
  /// run cancels its release and sends `interrupted` on `scheduler`. See
  /// `Signal.throttle(_:on:)`.
  @inlinable
  public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<
    Value, Error
  > {
    lift({ $0.throttle(interval, on: scheduler) }, interruptingOn: scheduler)
  }
}

/// What `throttle` remembers: when it last sent a value, and the value it holds.
@usableFromInline
struct ThrottleState<Value> {
  @usableFromInline var previousDate: Date?
  @usableFromInline var pendingValue: Value?

  @inlinable
  init() {}

  /// Takes the held value, if any, recording `date` as the time it is sent.
  @inlinable
  mutating func retrieveValue(sentAt date: Date) -> Value? {
    guard let value = pendingValue else { return nil }
    pendingValue = nil
    previousDate = date
    return value
  }
}
