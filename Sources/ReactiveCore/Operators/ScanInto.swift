extension Signal {
  /// Sends a running accumulation updated in place: `nextPartialResult(&result, value)`
  /// for each value, starting from `initialResult`.
  @inlinable
  public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  )
    -> Signal<U, Error>
  {
    scanMap(into: initialResult) { result, value in
      nextPartialResult(&result, value)
      return result
    }
  }

  /// Sends one value when the signal completes: the accumulation of all values,
  /// updated in place.
  @inlinable
  public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("reduce(into:)", after: [self.core])
        report?.sends(on: stage)
        var result = initialResult
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              nextPartialResult(&result, value)
              report?.hold(value) {}
            case .completed:
              stage.deliver(.value(result))
              stage.deliver(.completed)
            case .failed(let error): stage.deliver(.failed(error))
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }

  /// Keeps a state, starting at `initialState`, and for each value sends what `next`
  /// returns along with the new state.
  @inlinable
  public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
  ) -> Signal<U, Error> {
    scanMap(into: initialState) { state, value in
      let (newState, output) = next(state, value)
      state = newState
      return output
    }
  }

  /// Keeps a state, starting at `initialState`, which `next` updates in place for each
  /// value; sends what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    into initialState: State, _ next: @escaping (inout State, Value) -> U
  ) -> Signal<U, Error> {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("scanMap", after: [self.core])
        report?.sends(on: stage)
        var state = initialState
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              let output = next(&state, value)
              guard let report else { return stage.deliver(.value(output)) }
              report.pass(value, sending: { output }) { stage.deliver(.value($0)) }
            case .completed: stage.deliver(.completed)
            case .failed(let error): stage.deliver(.failed(error))
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }
}

extension SignalProducer {
  /// Sends a running accumulation updated in place.
  @inlinable
  public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  )
    -> SignalProducer<U, Error>
  {
    lift { $0.scan(into: initialResult, nextPartialResult) }
  }

  /// Sends the accumulation of all values, updated in place, on completion.
  @inlinable
  public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    lift { $0.reduce(into: initialResult, nextPartialResult) }
  }

  /// Keeps a state and sends, for each value, what `next` returns with the new state.
  @inlinable
  public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
  ) -> SignalProducer<U, Error> {
    lift { $0.scanMap(initialState, next) }
  }

  /// Keeps a state that `next` updates in place, and sends what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    into initialState: State, _ next: @escaping (inout State, Value) -> U
  ) -> SignalProducer<U, Error> {
    lift { $0.scanMap(into: initialState, next) }
  }
}
