/// Anything that is a signal event: lets `dematerialize()` constrain a signal's values
/// to events.
public protocol EventProtocol<Value, Error> {
  /// The value type of the event.
  associatedtype Value
  /// The error type of the event.
  associatedtype Error: Swift.Error

  /// The event itself.
  var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
  /// The event itself.
  public var event: Signal<Value, Error>.Event { self }
}
