import ReactiveCore

/// A sandbox value or an app member at run time, its Swift types kept: a property, or a
/// running stream (a hot `Signal`, which every pipeline built on it shares).
enum RuntimeValue {
  /// A property (`MutableProperty` or `Property`).
  case property(any PropertyProtocol)
  /// A running stream.
  case stream(any SignalProtocol)
}
