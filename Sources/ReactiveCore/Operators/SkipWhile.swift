extension Signal {
  /// Skips values while `shouldContinueToSkip` holds; from the first value for which it
  /// does not, forwards every value.
  @inlinable
  public func skip(while shouldContinueToSkip: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("skip(while:)", after: [self.core])
        report?.sends(on: stage)
        var isSkipping = true
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event) }
            if isSkipping { isSkipping = shouldContinueToSkip(value) }
            guard let report else {
              if !isSkipping { stage.deliver(event) }
              return
            }
            if isSkipping { return report.drop(value) }
            report.pass(value) { stage.deliver(event) }
          })
      })
  }
}

extension SignalProducer {
  /// Skips values while `shouldContinueToSkip` holds, then forwards every value.
  @inlinable
  public func skip(while shouldContinueToSkip: @escaping (Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift { $0.skip(while: shouldContinueToSkip) }
  }
}
