extension Signal {
  /// One event of a signal: a value, or one of the three terminal events.
  public enum Event {
    /// A value.
    case value(Value)
    /// The signal failed with an error. Terminal.
    case failed(Error)
    /// The signal completed successfully. Terminal.
    case completed
    /// The work behind the signal was cancelled. Terminal.
    case interrupted

    /// Whether this event ends the signal.
    @inlinable
    public var isTerminating: Bool {
      if case .value = self { return false }
      return true
    }

    /// Whether this event is `completed`.
    public var isCompleted: Bool {
      if case .completed = self { return true }
      return false
    }

    /// The value carried by a `value` event.
    public var value: Value? {
      if case .value(let value) = self { return value }
      return nil
    }

    /// The error carried by a `failed` event.
    public var error: Error? {
      if case .failed(let error) = self { return error }
      return nil
    }

    /// The same event with its value transformed.
    @inlinable
    public func map<U>(_ transform: (Value) -> U) -> Signal<U, Error>.Event {
      switch self {
      case .value(let value): return .value(transform(value))
      case .failed(let error): return .failed(error)
      case .completed: return .completed
      case .interrupted: return .interrupted
      }
    }

    /// The same event with its error transformed.
    public func mapError<F>(_ transform: (Error) -> F) -> Signal<Value, F>.Event {
      switch self {
      case .value(let value): return .value(value)
      case .failed(let error): return .failed(transform(error))
      case .completed: return .completed
      case .interrupted: return .interrupted
      }
    }
  }
}

extension Signal.Event: Sendable where Value: Sendable, Error: Sendable {}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: CustomStringConvertible {
  /// The event as `VALUE value`, `FAILED error`, `COMPLETED` or `INTERRUPTED`.
  public var description: String {
    switch self {
    case .value(let value): return "VALUE \(value)"
    case .failed(let error): return "FAILED \(error)"
    case .completed: return "COMPLETED"
    case .interrupted: return "INTERRUPTED"
    }
  }
}
