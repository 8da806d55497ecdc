import Foundation

extension Signal {
  /// Forwards events as they come (not on `scheduler`), but fails with `error` if the
  /// signal has not terminated `interval` seconds after this operator was applied. The
  /// clock does not restart on values: this bounds the whole signal, not the gaps.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> Signal<Value, Error> {
    precondition(interval >= 0, "timeout needs an interval of zero or more seconds")
    let report = StageReport.begin(
      "timeout(\(StageReport.describe(interval)))", after: [self.core])
    let signal = Signal { observer, lifetime in
      lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
        observer.send(error: error)
      }
      lifetime += self.observe(forwardingTo: observer, reporting: report)
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Fails with `error` if a run has not terminated `interval` seconds after it started;
  /// the clock starts anew on every start and does not restart on values.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler
  ) -> SignalProducer<Value, Error> {
    lift { $0.timeout(after: interval, raising: error, on: scheduler) }
  }
}

extension Signal where Error == Never {
  /// A signal that cannot fail, made to fail with `error` if it has not terminated
  /// `interval` seconds after this operator was applied.
  public func timeout<F>(
    after interval: TimeInterval, raising error: F, on scheduler: DateScheduler
  ) -> Signal<Value, F> {
    promoteError(F.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

extension SignalProducer where Error == Never {
  /// A producer that cannot fail, made to fail with `error` if a run has not
  /// terminated `interval` seconds after it started.
  public func timeout<F>(
    after interval: TimeInterval, raising error: F, on scheduler: DateScheduler
  ) -> SignalProducer<Value, F> {
    promoteError(F.self).timeout(after: interval, raising: error, on: scheduler)
  }
}
