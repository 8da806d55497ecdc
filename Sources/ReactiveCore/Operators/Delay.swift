import Foundation

extension Signal {
  /// Sends every value, and completion, `interval` seconds later on `scheduler`.
  ///
  /// Failure and interruption are NOT delayed: they are sent on `scheduler` at once,
  /// and values still being delayed are then dropped.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    precondition(interval >= 0, "delay needs an interval of zero or more seconds")
    let report = StageReport.begin("delay(\(StageReport.describe(interval)))", after: [self.core])
    let signal = Signal { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          func schedule() {
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
              guard let report else { return observer.send(event) }
              report.pass(value) { observer.send(event) }
            }
          }
          guard let report else { return schedule() }
          report.hold(value, schedule)
        case .completed:
          scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
            guard let report else { return observer.send(event) }
            report.afterLastPass { observer.send(event) }
          }
        case .failed, .interrupted:
          scheduler.schedule { observer.send(event) }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends every value, and completion, `interval` seconds later on `scheduler`;
  /// failure and interruption are sent at once. See `Signal.delay(_:on:)`.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<
    Value, Error
  > {
    lift({ $0.delay(interval, on: scheduler) }, interruptingOn: scheduler)
  }
}
