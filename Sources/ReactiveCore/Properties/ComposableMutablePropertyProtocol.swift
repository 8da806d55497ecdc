/// A mutable property that can be read and changed atomically through closures, which
/// is what `ValidatingProperty` builds on.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
  /// Runs `action` with the current value, atomically.
  func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

  /// Changes the value in place with `action`, atomically.
  func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}

extension MutableProperty: ComposableMutablePropertyProtocol {}
