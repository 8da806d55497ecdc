extension Signal {
  /// Sends every value as a `.success` and a failure as a `.failure`, then completes.
  /// Cannot fail itself.
  @inlinable
  public func materializeResults() -> Signal<Result<Value, Error>, Never> {
    Signal<Result<Value, Error>, Never>.unaryStage(
      after: self,
      { stage, lifetime in
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value): stage.deliver(.value(.success(value)))
            case .failed(let error):
              stage.deliver(.value(.failure(error)))
              stage.deliver(.completed)
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension Signal where Error == Never {
  /// The inverse of `materializeResults`: sends each `.success` as a value and fails on
  /// the first `.failure`.
  @inlinable
  public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
  where Value == Result<Success, Failure> {
    Signal<Success, Failure>.unaryStage(
      after: self,
      { stage, lifetime in
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(.success(let value)): stage.deliver(.value(value))
            case .value(.failure(let error)): stage.deliver(.failed(error))
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension SignalProducer {
  /// Sends every value as a `.success` and a failure as a `.failure`, then completes.
  @inlinable
  public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
    lift { $0.materializeResults() }
  }
}

extension SignalProducer where Error == Never {
  /// Sends each `.success` as a value and fails on the first `.failure`.
  @inlinable
  public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
  where Value == Result<Success, Failure> {
    lift { $0.dematerializeResults() }
  }
}
