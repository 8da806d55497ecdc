extension Signal where Value == Never {
  /// The same signal, typed as one that sends values of `U` (it never sends any).
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("promoteValue", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .failed(let error): stage.deliver(.failed(error))
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension SignalProducer where Value == Never {
  /// The same producer, typed as one that sends values of `U` (it never sends any).
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
    lift { $0.promoteValue(U.self) }
  }
}
