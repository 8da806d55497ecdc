/// A checked value expression (a closure's body, a constant): its type, and how to
/// compute it from the closure's values. Whatever it returns is a value of
/// `type.nativeType`.
struct CompiledExpression {
  /// The values a closure was called with, in order (`$0`, `$1`).
  typealias Frame = [Any]

  /// The type of its values.
  let type: SandboxType
  /// Computes the value.
  let evaluate: (Frame) -> Any

  /// An expression of `type` computed by `evaluate`.
  init(_ type: SandboxType, _ evaluate: @escaping (Frame) -> Any) {
    self.type = type
    self.evaluate = evaluate
  }

  /// The constant `value` of `type`.
  static func constant(_ value: Any, _ type: SandboxType) -> CompiledExpression {
    CompiledExpression(type) { _ in value }
  }

  /// The same value wrapped in an optional (what Swift does to pass a `String` where a
  /// `String?` is expected).
  var wrappedInOptional: CompiledExpression {
    let wrap = NativeValues.wrapping(type)
    let evaluate = evaluate
    return CompiledExpression(.optional(type)) { wrap(evaluate($0)) }
  }
}
