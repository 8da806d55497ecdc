extension Signal {
  /// Receives a signal's events. Also the handle a generator or pipe sends events
  /// through: `send(value:)`, `send(error:)`, `sendCompleted()`, `sendInterrupted()`.
  public final class Observer: @unchecked Sendable {
    /// What the observer does with each event.
    public typealias Action = (Event) -> Void

    @usableFromInline
    let action: Action

    /// An observer that runs `action` for every event.
    @inlinable
    public init(_ action: @escaping Action) {
      self.action = action
    }

    /// An observer with a handler per kind of event; missing handlers ignore it.
    @inlinable
    public convenience init(
      value: ((Value) -> Void)? = nil,
      failed: ((Error) -> Void)? = nil,
      completed: (() -> Void)? = nil,
      interrupted: (() -> Void)? = nil
    ) {
      self.init { event in
        switch event {
        case .value(let v): value?(v)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      }
    }

    /// An observer of values only, as `init(value:)` makes, with one closure to capture
    /// instead of four: what `observeValues` and `startWithValues` use.
    @inlinable
    static func values(_ action: @escaping (Value) -> Void) -> Observer {
      Observer { event in
        if case .value(let value) = event { action(value) }
      }
    }

    /// Sends `event` to the observer.
    @inlinable
    public func send(_ event: Event) {
      action(event)
    }

    /// Sends a value.
    @inlinable
    public func send(value: Value) {
      action(.value(value))
    }

    /// Sends a failure: a terminal event.
    @inlinable
    public func send(error: Error) {
      action(.failed(error))
    }

    /// Sends completion: a terminal event.
    @inlinable
    public func sendCompleted() {
      action(.completed)
    }

    /// Sends interruption (the work was cancelled): a terminal event.
    @inlinable
    public func sendInterrupted() {
      action(.interrupted)
    }
  }
}
