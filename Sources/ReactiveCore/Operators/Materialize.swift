extension Signal {
  /// Sends every event as a value, so that terminal events can be handled as data.
  /// After a terminal event is sent as a value, the result completes — except for
  /// `interrupted`, which is sent as a value and then also interrupts the result.
  public func materialize() -> Signal<Event, Never> {
    Signal<Event, Never> { observer, lifetime in
      lifetime += self.observe { event in
        observer.send(value: event)
        switch event {
        case .value: break
        case .failed, .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }
}

extension Signal where Value: EventProtocol, Error == Never {
  /// The reverse of `materialize()`: turns event values back into events, so a
  /// `.failed` value fails the result and a `.completed` value completes it.
  public func dematerialize() -> Signal<Value.Value, Value.Error> {
    Signal<Value.Value, Value.Error> { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value(let inner): observer.send(inner.event)
        case .completed: observer.sendCompleted()
        case .interrupted: observer.sendInterrupted()
        }
      }
    }
  }
}

extension SignalProducer {
  /// Sends every event as a value, then completes (or is interrupted after sending
  /// `.interrupted`); see `Signal.materialize()`.
  public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
    lift { $0.materialize() }
  }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
  /// Turns event values back into events; see `Signal.dematerialize()`.
  public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
    lift { $0.dematerialize() }
  }
}
