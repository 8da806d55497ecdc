import Foundation
import ReactiveCore

/// An operator's checked arguments, as its library call receives them, and the type
/// its result sends.
struct OperatorArguments {
  /// The durations, in seconds.
  var durations: [TimeInterval] = []
  /// The closures (for an optional closure left out, the checker supplies the one it
  /// stands for: `skipRepeats()` compares with `==`).
  var closures: [CompiledClosure] = []
  /// The initial values, computed.
  var initialValues: [Any] = []
  /// The flattening strategy.
  var strategy: FlattenStrategy = .latest
  /// The service call of `flatMap`'s closure.
  var serviceCall: ServiceInvocation?
  /// What the result sends.
  var resultElement: SandboxType = .bool

  /// The first duration.
  var duration: TimeInterval { durations[0] }
  /// The first closure.
  var closure: CompiledClosure { closures[0] }
  /// The first initial value.
  var initialValue: Any { initialValues[0] }
}
