import Foundation

extension Signal {
  /// Sends every value, and completion, `interval` seconds later on `scheduler`.
  ///
  /// Failure and interruption are NOT delayed: they are sent on `scheduler` at once,
  /// and values still being delayed are then dropped.
  public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
    precondition(interval >= 0, "delay needs an interval of zero or more seconds")
    return Signal { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value, .completed:
          scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
            observer.send(event)
          }
        case .failed, .interrupted:
          scheduler.schedule { observer.send(event) }
        }
      }
    }
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
