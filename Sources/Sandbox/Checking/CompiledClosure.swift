/// A checked closure: how many values it takes and how to compute its result from them.
/// A closure over a tuple that uses `$1` (or names two values) takes the tuple apart,
/// as Swift does: `{ $0 + $1 }` over `(Int, Int)`.
struct CompiledClosure {
  /// The body.
  let body: CompiledExpression
  /// Whether the one value it is called with is a tuple whose elements are `$0`, `$1`.
  let destructuresTuple: Bool

  /// The type of its result.
  var resultType: SandboxType { body.type }

  /// The result for one value.
  func callAsFunction(_ value: Any) -> Any {
    guard destructuresTuple else { return body.evaluate([value]) }
    return body.evaluate(Mirror(reflecting: value).children.map(\.value))
  }

  /// The result for two values (`scan`'s accumulator and value, `skipRepeats`' pair).
  func callAsFunction(_ first: Any, _ second: Any) -> Any {
    body.evaluate([first, second])
  }
}
