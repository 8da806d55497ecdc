/// One sandbox line, parsed: a definition, a binding, or the end of one.
enum Statement {
  /// `let name: Type = value`.
  case define(Definition)
  /// `bind target <~ source`.
  case bind(target: String, targetRange: Range<Int>, source: Expression)
  /// `unbind target`.
  case unbind(target: String, targetRange: Range<Int>)

  /// `let name: Type = value`, as written.
  struct Definition {
    /// The name being defined.
    let name: String
    /// Where the name is.
    let nameRange: Range<Int>
    /// The type written after `:`, if any.
    let annotation: TypeAnnotation?
    /// The value after `=`.
    let value: Expression
  }
}

/// A type written in a `let`: `String`, `Int?`, `[Double]`, `(String, Int)`.
struct TypeAnnotation {
  /// The type.
  let type: SandboxType
  /// Where it is written.
  let range: Range<Int>
}
