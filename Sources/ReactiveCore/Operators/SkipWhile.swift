extension Signal {
  /// Skips values while `shouldContinueToSkip` holds; from the first value for which it
  /// does not, forwards every value.
  @inlinable
  public func skip(while shouldContinueToSkip: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        var isSkipping = true
        lifetime.addForGood(
          self.observe { event in
            if isSkipping, case .value(let value) = event {
              isSkipping = shouldContinueToSkip(value)
              if isSkipping { return }
            }
            stage.deliver(event)
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
