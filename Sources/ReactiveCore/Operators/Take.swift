extension Signal {
  /// Sends the first `count` values, then completes.
  public func take(first count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "take(first:) needs a count of zero or more")
    let report = StageReport.begin("take(first: \(count))", after: [self.core])
    let signal = Signal { observer, lifetime in
      guard count > 0 else {
        observer.sendCompleted()
        return
      }
      var taken = 0
      lifetime += self.observe { event in
        guard case .value(let value) = event else {
          observer.send(event)
          return
        }
        taken += 1
        if taken <= count { report.pass(value) { observer.send(event) } }
        if taken >= count { observer.sendCompleted() }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    let report = StageReport.begin("take(until:)", after: [self.core, trigger.core])
    let signal = Signal { observer, lifetime in
      lifetime += trigger.observe { event in
        switch event {
        case .value, .completed: observer.sendCompleted()
        case .failed, .interrupted: break
        }
      }
      lifetime += self.observe(forwardingTo: observer, reporting: report)
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Forwards events until `lifetime` ends, then completes.
  public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
    let report = StageReport.begin("take(during:)", after: [self.core])
    let signal = Signal { observer, ownLifetime in
      ownLifetime += lifetime.observeEnded { observer.sendCompleted() }
      guard let report else {
        ownLifetime += self.observe(observer)
        return
      }
      ownLifetime += self.observe { event in
        guard case .value(let value) = event else { return observer.send(event) }
        report.pass(value) { observer.send(event) }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Skips the first `count` values.
  public func skip(first count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "skip(first:) needs a count of zero or more")
    let report = StageReport.begin("skip(first: \(count))", after: [self.core])
    let signal = Signal { observer, lifetime in
      var skipped = 0
      lifetime += self.observe { event in
        guard case .value(let value) = event else { return observer.send(event) }
        if skipped < count {
          skipped += 1
          return report.drop(value)
        }
        report.pass(value) { observer.send(event) }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Forwards values while `shouldContinue` holds, then completes.
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    let report = StageReport.begin("take(while:)", after: [self.core])
    let signal = Signal { observer, lifetime in
      lifetime += self.observe { event in
        guard case .value(let value) = event else { return observer.send(event) }
        guard shouldContinue(value) else {
          report.drop(value)
          return observer.sendCompleted()
        }
        report.pass(value) { observer.send(event) }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends the first `count` values, then completes.
  public func take(first count: Int) -> SignalProducer<Value, Error> {
    lift { $0.take(first: count) }
  }

  /// Forwards events until `trigger` sends a value or completes, then completes.
  public func take(until trigger: Signal<(), Never>) -> SignalProducer<Value, Error> {
    lift { $0.take(until: trigger) }
  }

  /// Forwards events until a run of `trigger` sends a value or completes, then completes.
  public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    lift(with: trigger) { signal, triggerSignal in signal.take(until: triggerSignal) }
  }

  /// Forwards events until `lifetime` ends, then completes.
  public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
    SignalProducer { observer, runLifetime in
      guard !lifetime.hasEnded else {
        observer.sendCompleted()
        return
      }
      self.startWithSignal { signal, interrupter in
        runLifetime += interrupter
        runLifetime += signal.take(during: lifetime).observe(observer)
      }
    }
  }

  /// Skips the first `count` values.
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    lift { $0.skip(first: count) }
  }

  /// Forwards values while `shouldContinue` holds, then completes.
  public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error>
  {
    lift { $0.take(while: shouldContinue) }
  }
}
