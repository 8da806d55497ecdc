/// Something a binding can read values from: a `Signal`, a `SignalProducer` or a
/// property that cannot fail.
public protocol BindingSource<Value> {
  /// The type of values bound.
  associatedtype Value
  /// The source's error type; bindable sources cannot fail.
  associatedtype Error: Swift.Error

  /// A producer of the values to bind.
  var producer: SignalProducer<Value, Error> { get }
}

extension Signal: BindingSource where Error == Never {
  /// A producer forwarding this signal's values.
  public var producer: SignalProducer<Value, Never> { SignalProducer(self) }
}

extension SignalProducer: BindingSource where Error == Never {
  /// This producer.
  public var producer: SignalProducer<Value, Never> { self }
}
