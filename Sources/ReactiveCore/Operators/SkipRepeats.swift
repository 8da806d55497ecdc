extension Signal {
  /// Skips a value when `isEquivalent` says it is the same as the previous value sent.
  /// The first value is always sent.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error>
  {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        if let report = StageReport.begin("skipRepeats", after: [self.core]) {
          let previous = StageState<Value?>(nil)
          report.sends(on: stage)
          return lifetime.addForGood(
            self.observe { event in
              guard case .value(let value) = event else { return stage.deliver(event) }
              if let last = previous.value, isEquivalent(last, value) { return report.drop(value) }
              previous.value = value
              report.pass(value) { stage.deliver(event) }
            })
        }
        lifetime.addForGood(self.observe(SkipRepeatsStageObserver(stage, isEquivalent)))
      })
  }
}

extension Signal where Value: Equatable {
  /// Skips a value equal to the previous value sent. Compares with the value type's `==`
  /// directly rather than through a closure, so that a specialised stage compares inline.
  @inlinable
  public func skipRepeats() -> Signal<Value, Error> {
    // A reported stage (an instrument installed) takes the general path.
    guard !Instrumentation.isActive else { return skipRepeats(==) }
    return Signal.unaryStage(
      after: self,
      { stage, lifetime in
        lifetime.addForGood(self.observe(SkipEqualRepeatsStageObserver(stage)))
      })
  }
}

extension SignalProducer {
  /// Skips a value when `isEquivalent` says it is the same as the previous value sent.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift(
      { $0.skipRepeats(isEquivalent) },
      observing: { Signal.SkipRepeatsObserver($0, isEquivalent) })
  }
}

extension SignalProducer where Value: Equatable {
  /// Skips a value equal to the previous value sent, comparing with `==` directly (see
  /// `Signal.skipRepeats()`).
  @inlinable
  public func skipRepeats() -> SignalProducer<Value, Error> {
    lift({ $0.skipRepeats() }, observing: { Signal.SkipEqualRepeatsObserver($0) })
  }
}
