import Foundation

extension Signal {
  /// Sends a value only once `interval` has passed without a newer value, on
  /// `scheduler`: every value restarts the wait, so a burst sends only its last value,
  /// `interval` after the burst ends.
  ///
  /// On completion a value still waiting is dropped unless `discardWhenCompleted` is
  /// false, in which case it is sent when its wait ends and completion follows it.
  /// Failure and interruption drop the waiting value. Terminal events are sent on
  /// `scheduler`. A dropped value's release is taken off the scheduler.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> Signal<Value, Error> {
    precondition(interval >= 0, "debounce needs an interval of zero or more seconds")
    let report = StageReport.begin(
      "debounce(\(StageReport.describe(interval)))", after: [self.core])
    let signal = Signal { observer, lifetime in
      let state = Locked(DebounceState<Value>())
      let scheduled = SerialDisposable()
      lifetime += scheduled
      if let report {
        lifetime.observeEnded {
          if let waiting = state.withLock({ $0.pendingValue }) { report.cancel(waiting) }
        }
      }
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          let now = scheduler.currentDate
          let superseded = state.withLock { state -> Value? in
            defer {
              state.lastUpdated = now
              state.pendingValue = value
            }
            return state.pendingValue
          }
          func schedule() {
            scheduled.inner = scheduler.schedule(after: now.addingTimeInterval(interval)) {
              guard let pending = state.withLock({ $0.retrieve() }) else { return }
              guard let report else { return observer.send(value: pending) }
              report.pass(pending) { observer.send(value: pending) }
            }
          }
          guard let report else { return schedule() }
          if let superseded { report.drop(superseded) }
          report.hold(value, schedule)
        case .completed:
          scheduled.dispose()
          let (pending, lastUpdated) = state.withLock { ($0.retrieve(), $0.lastUpdated) }
          if !discardWhenCompleted, let pending {
            lifetime += scheduler.schedule(after: lastUpdated.addingTimeInterval(interval)) {
              observer.send(value: pending)
              observer.sendCompleted()
            }
          } else {
            if let report, let pending { report.cancel(pending) }
            lifetime += scheduler.schedule { observer.sendCompleted() }
          }
        case .failed, .interrupted:
          scheduled.dispose()
          lifetime += scheduler.schedule { observer.send(event) }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends a value only once `interval` has passed without a newer one; see
  /// `Signal.debounce(_:on:discardWhenCompleted:)`. By default a value still waiting
  /// when the producer completes is dropped; disposing a run cancels the waiting value
  /// and sends `interrupted` on `scheduler`.
  public func debounce(
    _ interval: TimeInterval, on scheduler: DateScheduler, discardWhenCompleted: Bool = true
  ) -> SignalProducer<Value, Error> {
    lift(
      { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) },
      interruptingOn: scheduler)
  }
}

/// What `debounce` remembers: the value waiting to be sent and when it arrived.
struct DebounceState<Value> {
  var lastUpdated: Date = .distantPast
  var pendingValue: Value?

  /// Takes the waiting value, if any.
  mutating func retrieve() -> Value? {
    defer { pendingValue = nil }
    return pendingValue
  }
}
