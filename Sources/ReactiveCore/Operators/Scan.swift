extension Signal {
  /// Sends a running accumulation: `nextPartialResult(previous, value)` for each value,
  /// starting from `initialResult`.
  public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<
    U, Error
  > {
    let report = StageReport.begin("scan", after: [self.core])
    let signal = Signal<U, Error> { observer, lifetime in
      var accumulated = initialResult
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          accumulated = nextPartialResult(accumulated, value)
          report.pass(value, sending: { accumulated }) { observer.send(value: $0) }
        case .failed(let error): observer.send(error: error)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Sends one value when the signal completes: the accumulation of all its values.
  public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U)
    -> Signal<U, Error>
  {
    reduce(initialResult, nextPartialResult, describedAs: "reduce")
  }

  /// `reduce`, reported to the instrumentation as the stage `description`: each value
  /// is held until the accumulation is sent.
  func reduce<U>(
    _ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U,
    describedAs description: String
  ) -> Signal<U, Error> {
    let report = StageReport.begin(description, after: [self.core])
    let signal = Signal<U, Error> { observer, lifetime in
      var accumulated = initialResult
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          report.hold(value) { accumulated = nextPartialResult(accumulated, value) }
        case .failed(let error): observer.send(error: error)
        case .completed:
          report.pass(accumulated) { observer.send(value: accumulated) }
          observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }

  /// Sends one array of every value when the signal completes.
  public func collect() -> Signal<[Value], Error> {
    reduce([], { $0 + [$1] }, describedAs: "collect")
  }

  /// Sends arrays of `count` values; the last array may be shorter.
  public func collect(count: Int) -> Signal<[Value], Error> {
    precondition(count > 0, "collect(count:) needs a positive count")
    let report = StageReport.begin("collect(count: \(count))", after: [self.core])
    let signal = Signal<[Value], Error> { observer, lifetime in
      var buffer: [Value] = []
      lifetime += self.observe { event in
        switch event {
        case .value(let value):
          buffer.append(value)
          guard buffer.count == count else { return report.hold(value) {} }
          let full = buffer
          buffer = []
          report.pass(value, sending: { full }) { observer.send(value: $0) }
        case .failed(let error): observer.send(error: error)
        case .completed:
          if !buffer.isEmpty { report.pass(buffer) { observer.send(value: buffer) } }
          observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Sends a running accumulation, starting from `initialResult`.
  public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U)
    -> SignalProducer<U, Error>
  {
    lift { $0.scan(initialResult, nextPartialResult) }
  }

  /// Sends one value on completion: the accumulation of all values.
  public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U)
    -> SignalProducer<U, Error>
  {
    lift { $0.reduce(initialResult, nextPartialResult) }
  }

  /// Sends one array of every value on completion.
  public func collect() -> SignalProducer<[Value], Error> {
    lift { $0.collect() }
  }

  /// Sends arrays of `count` values; the last array may be shorter.
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    lift { $0.collect(count: count) }
  }
}
