/// A value that changes over time and can be observed: the common interface of
/// `Property` and `MutableProperty`.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource where Error == Never {
  /// The current value.
  var value: Value { get }

  /// The current value, then every change: the first value is sent at once on start.
  var producer: SignalProducer<Value, Never> { get }

  /// Every change from now on, without the current value.
  var signal: Signal<Value, Never> { get }
}

/// A property that can be set and that can be the target of a binding (`<~`).
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
  /// The current value; setting it notifies observers.
  var value: Value { get set }

  /// Ends when the property is released; bindings into the property end with it.
  var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
  /// A binding target that sets the property's value.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] value in self?.value = value }
  }
}
