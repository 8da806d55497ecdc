/// Anything that can be represented as a `SignalProducer`: a signal, a producer or a
/// property. `flatten` and the boolean operators accept any of them.
public protocol SignalProducerConvertible<Value, Error> {
  /// The type of values sent.
  associatedtype Value
  /// The type of error that can end it.
  associatedtype Error: Swift.Error

  /// The producer representing it.
  var producer: SignalProducer<Value, Error> { get }
}

/// Lets an extension constrain an associated type to a `SignalProducer`.
public protocol SignalProducerProtocol<Value, Error> {
  /// The type of values sent.
  associatedtype Value
  /// The type of error that can end it.
  associatedtype Error: Swift.Error

  /// The producer itself.
  var producer: SignalProducer<Value, Error> { get }
}

/// Lets an extension constrain an associated type to a `Signal`.
public protocol SignalProtocol<Value, Error>: AnyObject {
  /// The type of values sent.
  associatedtype Value
  /// The type of error that can end it.
  associatedtype Error: Swift.Error

  /// The signal itself.
  var signal: Signal<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible, SignalProducerProtocol {
  /// The type of signal each start of the producer makes.
  public typealias ProducedSignal = Signal<Value, Error>

  /// This producer.
  @inlinable
  public var producer: SignalProducer<Value, Error> { self }
}

extension Signal: SignalProducerConvertible, SignalProtocol {
  /// A producer that forwards this signal's events on each start.
  public var producer: SignalProducer<Value, Error> { SignalProducer(self) }

  /// This signal.
  public var signal: Signal<Value, Error> { self }
}

extension Result: SignalProducerConvertible {
  /// A producer that sends the success and completes, or fails with the failure.
  public var producer: SignalProducer<Success, Failure> {
    SignalProducer(result: self)
  }
}
