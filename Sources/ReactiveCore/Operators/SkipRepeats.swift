extension Signal {
  /// Skips a value when `isEquivalent` says it is the same as the previous value sent.
  /// The first value is always sent.
  @inlinable
  public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error>
  {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let previous = StageState<Value?>(nil)
        if let report = StageReport.begin("skipRepeats", after: [self.core]) {
          report.sends(on: stage)
          return lifetime.addForGood(
            self.observe { event in
              guard case .value(let value) = event else { return stage.deliver(event) }
              if let last = previous.value, isEquivalent(last, value) { return report.drop(value) }
              previous.value = value
              report.pass(value) { stage.deliver(event) }
            })
        }
        lifetime.addForGood(
          self.observe { event in
            if case .value(let value) = event {
              if let last = previous.value, isEquivalent(last, value) { return }
              previous.value = value
            }
            stage.deliver(event)
          })
      })
  }
}

extension Signal where Value: Equatable {
  /// Skips a value equal to the previous value sent.
  @inlinable
  public func skipRepeats() -> Signal<Value, Error> {
    skipRepeats(==)
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
      observing: { observer in
        let previous = StageState<Value?>(nil)
        return Signal.Observer { event in
          if case .value(let value) = event {
            if let last = previous.value, isEquivalent(last, value) { return }
            previous.value = value
          }
          observer.send(event)
        }
      })
  }
}

extension SignalProducer where Value: Equatable {
  /// Skips a value equal to the previous value sent.
  @inlinable
  public func skipRepeats() -> SignalProducer<Value, Error> {
    skipRepeats(==)
  }
}
