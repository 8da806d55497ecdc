/// An expression as written, with the characters it covers: a pipeline at the top of a
/// `let` (`name.map { … }.throttle(1s)`) or a closure's body (`$0.count > 3`). The
/// type checker decides which it may be.
struct Expression {
  /// What the expression is.
  indirect enum Kind {
    /// A name: a sandbox value, an app member, a service, a closure's named value.
    case identifier(String)
    /// A closure's value, `$0`.
    case dollar(Int)
    /// A whole number, as written.
    case integer(String)
    /// A number with a fraction, as written.
    case decimal(String)
    /// A duration, as written (`500ms`).
    case duration(String)
    /// Quoted text: characters and interpolated expressions.
    case text([TextPart])
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case `nil`
    /// `.latest`: a member of the type the context expects.
    case implicitMember(String)
    /// `[a, b]`.
    case array([Expression])
    /// `(a, b)`.
    case tuple([Expression])
    /// `base.name`; `nameRange` covers the name.
    case member(Expression, name: String, nameRange: Range<Int>)
    /// `base.0`.
    case tupleElement(Expression, index: Int)
    /// `callee(arguments) { trailing }`.
    case call(Expression, arguments: [Argument], trailingClosure: Closure?)
    /// `{ … }` as an argument.
    case closure(Closure)
    /// `!a`, `-a`.
    case prefix(String, Expression)
    /// `a + b`; `operatorRange` covers the operator.
    case infix(String, Expression, Expression, operatorRange: Range<Int>)
    /// `condition ? a : b`.
    case conditional(Expression, Expression, Expression)
  }

  /// A piece of quoted text.
  enum TextPart {
    /// Characters.
    case characters(String)
    /// `\(expression)`.
    case interpolation(Expression)
  }

  /// One argument of a call: `label: value` or `value`.
  struct Argument {
    /// The label, if written.
    let label: String?
    /// The value.
    let value: Expression
    /// The characters of the whole argument, label included.
    let range: Range<Int>
  }

  /// `{ $0 + 1 }` or `{ a, b in a + b }`: one expression over the closure's values.
  struct Closure {
    /// The names given before `in`, or nil when the body uses `$0`, `$1`.
    let parameterNames: [String]?
    /// The body.
    let body: Expression
    /// The characters from `{` to `}`.
    let range: Range<Int>
  }

  /// What it is.
  let kind: Kind
  /// The characters it covers.
  let range: Range<Int>

  /// Whether it is a number literal (perhaps negated), whose type follows its context.
  var isNumberLiteral: Bool {
    switch kind {
    case .integer, .decimal: return true
    case .prefix("-", let operand): return operand.isNumberLiteral
    default: return false
    }
  }

  /// Whether it is a number literal with a fraction (perhaps negated): a `Double`.
  var isDecimalLiteral: Bool {
    switch kind {
    case .decimal: return true
    case .prefix("-", let operand): return operand.isDecimalLiteral
    default: return false
    }
  }

  /// Whether it is `nil`, whose type follows its context.
  var isNil: Bool {
    if case .nil = kind { return true }
    return false
  }
}
