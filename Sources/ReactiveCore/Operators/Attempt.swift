extension Signal {
  /// Runs `action` for each value and forwards the value if it succeeds; fails with
  /// its error otherwise.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }

  /// Sends the success of `transform` for each value; fails with its failure.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error>
  {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("attemptMap", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              let converted: Signal<U, Error>.Event
              switch transform(value) {
              case .success(let mapped): converted = .value(mapped)
              case .failure(let error): converted = .failed(error)
              }
              guard let report else { return stage.deliver(converted) }
              report.pass(value) { stage.deliver(converted) }
            case .failed(let error): stage.deliver(.failed(error))
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension Signal where Error == Never {
  /// Runs the throwing `action` for each value and forwards the value unless it
  /// throws; fails with what it throws.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
    promoteError(Swift.Error.self).attempt(action)
  }

  /// Sends what the throwing `transform` returns for each value; fails with what it
  /// throws.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
    promoteError(Swift.Error.self).attemptMap(transform)
  }
}

extension Signal where Error == Swift.Error {
  /// Runs the throwing `action` for each value and forwards the value unless it
  /// throws; fails with what it throws.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// Sends what the throwing `transform` returns for each value; fails with what it
  /// throws.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension SignalProducer {
  /// Runs `action` for each value and forwards the value if it succeeds.
  @inlinable
  public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<
    Value, Error
  > {
    lift { $0.attempt(action) }
  }

  /// Sends the success of `transform` for each value; fails with its failure.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> SignalProducer<
    U, Error
  > {
    lift { $0.attemptMap(transform) }
  }
}

extension SignalProducer where Error == Never {
  /// Runs the throwing `action` for each value; fails with what it throws.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<
    Value, Swift.Error
  > {
    lift { $0.attempt(action) }
  }

  /// Sends what the throwing `transform` returns; fails with what it throws.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<
    U, Swift.Error
  > {
    lift { $0.attemptMap(transform) }
  }
}

extension SignalProducer where Error == Swift.Error {
  /// Runs the throwing `action` for each value; fails with what it throws.
  @inlinable
  public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<
    Value, Swift.Error
  > {
    lift { $0.attempt(action) }
  }

  /// Sends what the throwing `transform` returns; fails with what it throws.
  @inlinable
  public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<
    U, Swift.Error
  > {
    lift { $0.attemptMap(transform) }
  }
}
