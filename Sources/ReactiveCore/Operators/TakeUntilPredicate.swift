extension Signal {
  /// Forwards values until `shouldContinue` returns false for one: that value is sent,
  /// then the signal completes.
  @inlinable
  public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        lifetime.addForGood(
          self.observe { event in
            stage.deliver(event)
            if case .value(let value) = event, !shouldContinue(value) {
              stage.deliver(.completed)
            }
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
