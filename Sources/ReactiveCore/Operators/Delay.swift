import Foundation

extension Signal {
  /// Sends every value, and completion, `interval` seconds later on `scheduler`.
  ///
  /// Failure and interruption are NOT delayed: they are sent on `scheduler` at once,
  /// and the values still being delayed are then cancelled (taken off the scheduler).
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    precondition(interval >= 0, "delay needs an interval of zero or more seconds")
    let report = StageReport.begin("delay(\(StageReport.describe(interval)))", after: [self.core])
    let signal = Signal { observer, lifetime in
      let scheduled = ScheduledActions()
      lifetime.addForGood(scheduled)
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          let date = scheduler.currentDate.addingTimeInterval(interval)
          guard let report else {
            return scheduled.schedule(on: scheduler, after: date) { observer.send(event) }
          }
          report.hold(value) {
            scheduled.schedule(on: scheduler, after: date, cancelled: { report.cancel(value) }) {
              report.pass(value) { observer.send(event) }
            }
          }
        case .completed:
          scheduled.schedule(
            on: scheduler, after: scheduler.currentDate.addingTimeInterval(interval)
          ) {
            guard let report else { return observer.send(event) }
            report.afterLastPass { observer.send(event) }
          }
        case .failed, .interrupted:
          scheduled.schedule(on: scheduler) { observer.send(event) }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends every value, and completion, `interval` seconds later on `scheduler`;
  /// failure and interruption are sent at once. Disposing a run cancels the values
  /// still being delayed and sends `interrupted` on `scheduler`. See
  /// `Signal.delay(_:on:)`.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<
    Value, Error
  > {
    lift({ $0.delay(interval, on: scheduler) }, interruptingOn: scheduler)
  }
}
