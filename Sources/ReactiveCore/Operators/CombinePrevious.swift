extension Signal {
  /// Sends each value paired with the one before it, starting with `initial` as the
  /// previous value of the first.
  @inlinable
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    pairing(previous: initial)
  }

  /// Sends each value paired with the one before it, from the second value on.
  @inlinable
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    pairing(previous: nil)
  }

  @inlinable
  func pairing(previous initial: Value?) -> Signal<(Value, Value), Error> {
    Signal<(Value, Value), Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("combinePrevious", after: [self.core])
        report?.sends(on: stage)
        var previous = initial
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              defer { previous = value }
              guard let before = previous else {
                report?.hold(value) {}
                return
              }
              guard let report else { return stage.deliver(.value((before, value))) }
              report.pass(value, sending: { (before, value) }) { stage.deliver(.value($0)) }
            case .failed(let error): stage.deliver(.failed(error))
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension SignalProducer {
  /// Sends each value paired with the one before it, starting with `initial`.
  @inlinable
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    lift { $0.combinePrevious(initial) }
  }

  /// Sends each value paired with the one before it, from the second value on.
  @inlinable
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    lift { $0.combinePrevious() }
  }
}
