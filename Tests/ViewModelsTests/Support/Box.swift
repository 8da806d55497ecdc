/// A mutable reference to a value, for a closure to read what a test set last.
final class Box<Value>: @unchecked Sendable {
  /// The current value.
  var value: Value

  /// A box holding `value`.
  init(_ value: Value) {
    self.value = value
  }
}
