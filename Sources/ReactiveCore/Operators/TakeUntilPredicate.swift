extension Signal {
  /// Forwards values until `shouldContinue` returns false for one: that value is sent,
  /// then the signal completes.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("take(until:)", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event) }
            let isLast = !shouldContinue(value)
            if let report {
              report.pass(value) { stage.deliver(event) }
            } else {
              stage.deliver(event)
            }
            if isLast { stage.deliver(.completed) }
          })
      })
  }
}

extension SignalProducer {
  /// Forwards values until `shouldContinue` returns false for one: that value is sent,
  /// then the producer completes.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error>
  {
    lift { $0.take(until: shouldContinue) }
  }
}
