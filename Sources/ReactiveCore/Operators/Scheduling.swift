extension Signal {
  /// Delivers every event on `scheduler`, in order.
  ///
  /// Deliveries still waiting on the scheduler when the signal's lifetime ends are
  /// cancelled; a long-lived signal holds nothing per event it has delivered.
  public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
    let report = StageReport.begin("observe(on:)", after: [self.core])
    let signal = Signal { observer, lifetime in
      let scheduled = ScheduledActions()
      lifetime.addForGood(scheduled)
      guard let report else {
        lifetime += self.observe { event in
          scheduled.schedule(on: scheduler) { observer.send(event) }
        }
        return
      }
      lifetime += self.observe { event in
        guard case .value(let value) = event else {
          return scheduled.schedule(on: scheduler) { observer.send(event) }
        }
        report.hold(value) {
          scheduled.schedule(on: scheduler, cancelled: { report.cancel(value) }) {
            report.pass(value) { observer.send(event) }
          }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Delivers every event on `scheduler`, in order. Disposing a run cancels the
  /// deliveries still waiting and sends `interrupted` on `scheduler`.
  public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    lift({ $0.observe(on: scheduler) }, interruptingOn: scheduler)
  }

  /// Starts the work on `scheduler` instead of the thread that calls `start`.
  public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
    SignalProducer { observer, lifetime in
      lifetime += scheduler.schedule {
        guard !lifetime.hasEnded else { return }
        self.startWithSignal { signal, interrupter in
          lifetime += interrupter
          lifetime += signal.observe(observer)
        }
      }
    }
  }
}
