import Foundation

extension SignalProducer where Value == Date, Error == Never {
  /// A producer that sends the scheduler's current date every `interval`, starting one
  /// interval after it is started, until disposed; with a leeway of 10% of the interval.
  public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler)
    -> SignalProducer<Date, Never>
  {
    timer(interval: interval, on: scheduler, leeway: interval * 0.1)
  }

  /// A producer that sends the scheduler's current date every `interval`, within
  /// `leeway`, starting one interval after it is started, until disposed.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: DateScheduler, leeway: DispatchTimeInterval
  ) -> SignalProducer<Date, Never> {
    precondition(interval.timeInterval >= 0, "timer needs an interval of zero or more")
    precondition(leeway.timeInterval >= 0, "timer needs a leeway of zero or more")
    return SignalProducer { observer, lifetime in
      lifetime += scheduler.schedule(
        after: interval, interval: interval, leeway: leeway,
        action: { observer.send(value: scheduler.currentDate) })
    }
  }
}

extension SignalProducer where Error == Never {
  /// A producer that sends the elements of `values` one every `interval`, the first one
  /// interval after it is started, and completes an interval after the last.
  public static func interval<S: Sequence>(
    _ values: S, interval: DispatchTimeInterval, on scheduler: DateScheduler
  ) -> SignalProducer<S.Element, Never> where S.Element == Value {
    SignalProducer { observer, lifetime in
      var iterator = values.makeIterator()
      lifetime += scheduler.schedule(
        after: interval, interval: interval, leeway: interval * 0.1,
        action: {
          if let value = iterator.next() {
            observer.send(value: value)
          } else {
            observer.sendCompleted()
          }
        })
    }
  }
}

extension SignalProducer where Error == Never, Value == Int {
  /// A producer that counts 0, 1, 2… one every `interval`, until disposed.
  public static func interval(_ interval: DispatchTimeInterval, on scheduler: DateScheduler)
    -> SignalProducer<Int, Never>
  {
    .interval(0..., interval: interval, on: scheduler)
  }
}
