extension Signal {
  /// Sends `transform` of the latest value on `scheduler`: values that arrive while a
  /// transform is waiting to run replace the waiting one, so only the latest is
  /// transformed. Completion and failure follow a waiting value; an interruption, or
  /// the end of the signal's lifetime, cancels it.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<
    U, Error
  > {
    let report = StageReport.begin("lazyMap", after: [self.core])
    let signal = Signal<U, Error> { observer, lifetime in
      let waiting = Locked<Value?>(nil)
      let scheduled = SerialDisposable()
      lifetime += scheduled
      if let report {
        lifetime.observeEnded {
          if let cancelled = waiting.withLock({ $0 }) { report.cancel(cancelled) }
        }
      }
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          let (wasIdle, superseded) = waiting.withLock { slot -> (Bool, Value?) in
            defer { slot = value }
            return (slot == nil, slot)
          }
          if let report, let superseded { report.drop(superseded) }
          guard wasIdle else {
            report?.hold(value) {}
            return
          }
          func schedule() {
            scheduled.inner = scheduler.schedule {
              let latest = waiting.withLock { slot -> Value? in
                defer { slot = nil }
                return slot
              }
              guard let latest else { return }
              guard let report else { return observer.send(value: transform(latest)) }
              report.pass(latest, sending: { transform(latest) }) { observer.send(value: $0) }
            }
          }
          guard let report else { return schedule() }
          report.hold(value, schedule)
        case .interrupted:
          scheduled.dispose()
          lifetime.addForGood(scheduler.schedule { observer.sendInterrupted() })
        case .failed(let error):
          lifetime.addForGood(scheduler.schedule { observer.send(error: error) })
        case .completed: lifetime.addForGood(scheduler.schedule { observer.sendCompleted() })
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends `transform` of the latest value on `scheduler`, transforming only the
  /// latest of the values that arrive while one waits. Disposing a run cancels the
  /// waiting value and sends `interrupted` on `scheduler`.
  public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U)
    -> SignalProducer<U, Error>
  {
    lift({ $0.lazyMap(on: scheduler, transform: transform) }, interruptingOn: scheduler)
  }
}
