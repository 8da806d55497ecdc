extension Signal {
  /// Forwards values on `scheduler` while `shouldThrottle` is false; while it is true,
  /// holds only the latest value and sends it when `shouldThrottle` turns false. A held
  /// value is dropped when the signal terminates; terminal events are sent at once
  /// (on `scheduler`). As in ReactiveSwift, scheduling an event cancels one still
  /// waiting on the scheduler.
  public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler)
    -> Signal<Value, Error>
  where P.Value == Bool {
    let report = StageReport.begin("throttle(while:)", after: [self.core])
    let signal = Signal { observer, lifetime in
      let state = Locked(ThrottleWhileState<Value>.resumed)
      let scheduled = SerialDisposable()
      lifetime += scheduled
      lifetime += shouldThrottle.producer.skipRepeats().startWithValues { throttles in
        let released = state.withLock { state -> Value? in
          guard !state.isTerminated else { return nil }
          defer { state = throttles ? .throttled(nil) : .resumed }
          if !throttles, case .throttled(let held?) = state { return held }
          return nil
        }
        guard let released else { return }
        scheduled.inner = scheduler.schedule {
          guard let report else { return observer.send(value: released) }
          report.pass(released) { observer.send(value: released) }
        }
      }
      lifetime += self.observe { event in
        let (forwarded, superseded) = state.withLock { state -> (Event?, Value?) in
          guard case .value(let value) = event else {
            state = .terminated
            return (event, nil)
          }
          switch state {
          case .throttled(let held):
            state = .throttled(value)
            return (nil, held)
          case .resumed: return (event, nil)
          case .terminated: return (nil, nil)
          }
        }
        if let report, case .value(let value) = event {
          if let superseded { report.drop(superseded) }
          if forwarded == nil { return report.hold(value) {} }
          return report.hold(value) {
            scheduled.inner = scheduler.schedule { report.pass(value) { observer.send(event) } }
          }
        }
        if let forwarded { scheduled.inner = scheduler.schedule { observer.send(forwarded) } }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Forwards values on `scheduler` while `shouldThrottle` is false; while it is true,
  /// holds only the latest value and sends it when `shouldThrottle` turns false.
  public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: Scheduler)
    -> SignalProducer<Value, Error>
  where P.Value == Bool {
    // A view of the property that does not keep it alive, as in ReactiveSwift.
    let shouldThrottle = Property(shouldThrottle)
    return lift({ $0.throttle(while: shouldThrottle, on: scheduler) }, interruptingOn: scheduler)
  }
}

/// What `throttle(while:on:)` is doing: forwarding, holding the latest value, or done.
enum ThrottleWhileState<Value> {
  case resumed
  case throttled(Value?)
  case terminated

  var isTerminated: Bool {
    if case .terminated = self { return true }
    return false
  }
}
