extension Signal {
  /// Transforms the error of a failure.
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
    Signal<Value, F> { observer, lifetime in
      lifetime += self.observe { event in observer.send(event.mapError(transform)) }
    }
  }

  /// Replaces a failure with the events of the producer `handler` returns.
  public func flatMapError<F>(_ handler: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<
    Value, F
  > {
    Signal<Value, F> { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value(let value): observer.send(value: value)
        case .failed(let error): lifetime += handler(error).start(observer)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }
}

extension Signal where Error == Never {
  /// The same signal, typed as one that can fail with `F`.
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
    Signal<Value, F> { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value(let value): observer.send(value: value)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }
}

extension SignalProducer {
  /// Transforms the error of a failure.
  public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
    lift { $0.mapError(transform) }
  }

  /// Replaces a failure with the events of the producer `handler` returns.
  public func flatMapError<F>(
    _ handler: @escaping (Error) -> SignalProducer<Value, F>
  ) -> SignalProducer<Value, F> {
    lift { $0.flatMapError(handler) }
  }

  /// Restarts the producer after a failure, up to `count` times, then fails.
  public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "retry(upTo:) needs a count of zero or more")
    guard count > 0 else { return self }
    return flatMapError { _ in self.retry(upTo: count - 1) }
  }
}

extension SignalProducer where Error == Never {
  /// The same producer, typed as one that can fail with `F`.
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
    lift { $0.promoteError(F.self) }
  }
}
