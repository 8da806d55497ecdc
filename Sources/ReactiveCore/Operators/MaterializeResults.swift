extension Signal {
  /// Sends every value as a `.success` and a failure as a `.failure`, then completes.
  /// Cannot fail itself.
  @inlinable
  public func materializeResults() -> Signal<Result<Value, Error>, Never> {
    Signal<Result<Value, Error>, Never>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("materializeResults", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              guard let report else { return stage.deliver(.value(.success(value))) }
              report.pass(value, sending: { Result<Value, Error>.success(value) }) {
                stage.deliver(.value($0))
              }
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
        let report = StageReport.begin("dematerializeResults", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let result):
              let converted: Signal<Success, Failure>.Event
              switch result {
              case .success(let value): converted = .value(value)
              case .failure(let error): converted = .failed(error)
              }
              guard let report else { return stage.deliver(converted) }
              report.pass(result) { stage.deliver(converted) }
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
