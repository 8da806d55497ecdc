extension Signal {
  /// Delivers every event on `scheduler`, in order.
  ///
  /// The scheduled deliveries are not kept: an event still queued when the signal has
  /// ended goes to an observer that ignores it, and a long-lived signal holds nothing
  /// per event it has delivered.
  public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
    let report = StageReport.begin("observe(on:)", after: [self.core])
    let signal = Signal { observer, lifetime in
      guard let report else {
        lifetime += self.observe { event in
          scheduler.schedule { observer.send(event) }
        }
        return
      }
      lifetime += self.observe { event in
        guard case .value(let value) = event else {
          scheduler.schedule { observer.send(event) }
          return
        }
        report.hold(value) {
          scheduler.schedule { report.pass(value) { observer.send(event) } }
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Delivers every event on `scheduler`, in order.
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
