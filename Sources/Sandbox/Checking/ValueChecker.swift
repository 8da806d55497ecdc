/// Checks a value expression (a closure's body, a constant) before anything runs and
/// compiles it into Swift closures over the values of the types it found: literals,
/// arithmetic, comparison, `&&` `||` `!`, `?:`, `??`, members (`.count`,
/// `.hasPrefix(_)`), fields of the apps' values, tuple elements, interpolation and the
/// conversions `Int(_)`, `Double(_)`, `String(_)`.
///
/// Number literals and `nil` take their type from the context, as in Swift: `$0 * 2`
/// over a `Double` multiplies by `2.0`, and `$0 == nil` needs an optional `$0`.
struct ValueChecker {
  /// Where the expression is.
  enum Context {
    /// A closure of the operator `owner` whose values have the types `parameters` and
    /// are called `names` (nil: `$0`, `$1`).
    case closure(owner: String, parameters: [SandboxType], names: [String]?)
    /// A constant: the value of `let x = …`, `scan`'s initial value.
    case constant
  }

  /// Where the expression is: what `$0` and names mean.
  let context: Context
  /// What names mean outside the closure, for messages, fields and services.
  let environment: CheckingEnvironment
  /// Where the compiled code reports its faults.
  let faults: FaultSink

  // MARK: Checking against a required type

  /// `expression`, which must have the type `required` (a value of the wrapped type
  /// is made optional, as Swift does); `purpose` names what requires it in the message.
  func check(_ expression: Expression, as required: SandboxType, for purpose: String)
    throws(SandboxError) -> CompiledExpression
  {
    let compiled = try check(expression, expecting: required)
    guard let coerced = Self.coerce(compiled, to: required) else {
      throw mismatch(expression, compiled.type, required, purpose)
    }
    return coerced
  }

  /// `compiled` as a value of `type`: itself, or wrapped in an optional; nil otherwise.
  static func coerce(_ compiled: CompiledExpression, to type: SandboxType) -> CompiledExpression? {
    if compiled.type == type { return compiled }
    if type.wrapped == compiled.type { return compiled.wrappedInOptional }
    return nil
  }

  /// `a` and `b` as values of one type: the same type, or one made optional to match
  /// the other (Swift compares a `String` with a `String?` so); nil otherwise.
  static func unified(_ a: CompiledExpression, _ b: CompiledExpression)
    -> (CompiledExpression, CompiledExpression)?
  {
    if let b = coerce(b, to: a.type) { return (a, b) }
    if let a = coerce(a, to: b.type) { return (a, b) }
    return nil
  }

  /// "filter needs a Bool here, but $0 is a String".
  func mismatch(
    _ expression: Expression, _ actual: SandboxType, _ required: SandboxType, _ purpose: String
  ) -> SandboxError {
    SandboxError(
      "\(purpose) needs \(required.phrase) here, but \(subject(expression)) is \(actual.phrase)",
      at: expression.range)
  }

  /// How a message names an expression: `$0`, a closure's named value, or "this".
  private func subject(_ expression: Expression) -> String {
    switch expression.kind {
    case .dollar(let index): return "$\(index)"
    case .identifier(let name): return name
    default: return "this"
    }
  }

  // MARK: Checking

  /// `expression` checked, with `expecting` (if any) the type its context would like,
  /// which number literals and `nil` take.
  func check(_ expression: Expression, expecting: SandboxType?) throws(SandboxError)
    -> CompiledExpression
  {
    let range = expression.range
    switch expression.kind {
    case .integer(let text):
      if expecting == .double || expecting == .optional(.double), let number = Double(text) {
        return .constant(number, .double)
      }
      guard let number = Int(text) else {
        throw SandboxError("\(text) is too big for an Int", at: range)
      }
      return .constant(number, .int)
    case .decimal(let text):
      guard let number = Double(text), number.isFinite else {
        throw SandboxError("\(text) is too big for a Double", at: range)
      }
      return .constant(number, .double)
    case .boolean(let value):
      return .constant(value, .bool)
    case .text(let parts):
      return try text(parts, at: range)
    case .nil:
      guard let expected = expecting, let wrapped = expected.wrapped else {
        throw SandboxError(
          "nil needs a context that expects an optional, as in $0 == nil or $0 ?? \"\"",
          at: range)
      }
      return .constant(NativeValues.none(of: wrapped), expected)
    case .duration:
      throw SandboxError(
        "a duration like 1s is an argument of throttle, debounce or delay, not a value",
        at: range)
    case .implicitMember(let name):
      throw SandboxError(
        "'.\(name)' fits only where a choice is expected, as in flatMap(.latest)", at: range)
    case .dollar(let index):
      return try parameter(index, at: range)
    case .identifier(let name):
      return try named(name, at: range)
    case .array(let elements):
      return try array(elements, expecting: expecting, at: range)
    case .tuple(let elements):
      return try tuple(elements, expecting: expecting, at: range)
    case .member(let base, let name, let nameRange):
      return try member(name, of: base, at: nameRange)
    case .tupleElement(let base, let index):
      return try tupleElement(index, of: base, at: range)
    case .call(let callee, let arguments, let trailingClosure):
      if let trailingClosure {
        throw SandboxError(
          "a closure inside a closure isn't supported; write one expression over $0",
          at: trailingClosure.range)
      }
      return try call(callee, arguments, at: range)
    case .closure:
      throw SandboxError("a closure isn't a value here", at: range)
    case .prefix(let symbol, let operand):
      return try prefix(symbol, operand, expecting: expecting, at: range)
    case .infix(let symbol, let left, let right, let operatorRange):
      return try infix(symbol, left, right, expecting: expecting, at: range, operatorRange)
    case .conditional(let condition, let whenTrue, let whenFalse):
      return try conditional(condition, whenTrue, whenFalse, expecting: expecting, at: range)
    }
  }

  // MARK: Names

  private func parameter(_ index: Int, at range: Range<Int>) throws(SandboxError)
    -> CompiledExpression
  {
    guard case .closure(let owner, let parameters, let names) = context else {
      throw SandboxError(
        "$\(index) exists only inside a closure, as in name.map { $0 + \"!\" }", at: range)
    }
    if let names {
      throw SandboxError(
        "this closure names its values (\(names.joined(separator: ", ")) in …); use those names, not $\(index)",
        at: range)
    }
    guard index < parameters.count else {
      throw SandboxError(
        "$\(index) isn't available here: \(Self.describeParameters(of: owner, parameters))",
        at: range)
    }
    return CompiledExpression(parameters[index]) { $0[index] }
  }

  /// "map's closure gets one value, $0 (a String)".
  static func describeParameters(of owner: String, _ parameters: [SandboxType]) -> String {
    let values = parameters.enumerated().map { "$\($0.offset) (\($0.element.phrase))" }
    let count = parameters.count == 1 ? "one value" : "\(parameters.count) values"
    return "\(owner)'s closure gets \(count), \(values.joined(separator: " and "))"
  }

  private func named(_ name: String, at range: Range<Int>) throws(SandboxError)
    -> CompiledExpression
  {
    if case .closure(_, let parameters, let names?) = context,
      let index = names.firstIndex(of: name), index < parameters.count
    {
      return CompiledExpression(parameters[index]) { $0[index] }
    }
    if ["Int", "Double", "String", "Bool"].contains(name) {
      throw SandboxError("\(name) is a type; convert a value with \(name)(…)", at: range)
    }
    if environment.isService(name) {
      throw SandboxError(
        "\(name) is a service: call it as the body of flatMap's closure, as in query.flatMap(.latest) { \(name).…($0) }",
        at: range)
    }
    if let type = environment.valueType(named: name) ?? environment.member(named: name)?.type {
      switch context {
      case .closure:
        throw SandboxError(
          "a closure sees only its own values ($0 …); \(name) is \(type.phrase): combine it first, as in .combineLatest(with: \(name))",
          at: range)
      case .constant:
        throw SandboxError(
          "\(name) is \(type.phrase), not a constant: derive from it with an operator, as in \(name).map { … }",
          at: range)
      }
    }
    var candidates: [String] = []
    if case .closure(_, _, let names?) = context { candidates = names }
    throw SandboxError(
      "cannot find '\(name)'\(NameHint.hint(for: name, in: candidates + environment.sourceNames))",
      at: range)
  }

  // MARK: Literals

  /// The longest text a closure may make: doubling a text on every value would
  /// otherwise exhaust the memory in a few dozen values.
  static let textLimit = 1 << 20

  /// `text`, or "" with a fault when it is longer than `textLimit`.
  private static func limited(_ text: String, _ faults: FaultSink, at range: Range<Int>) -> String {
    guard text.utf8.count > textLimit else { return text }
    faults.report("a text longer than \(textLimit) bytes", at: range, result: "\"\"")
    return ""
  }

  private func text(_ parts: [Expression.TextPart], at range: Range<Int>) throws(SandboxError)
    -> CompiledExpression
  {
    var pieces: [(Frame) -> String] = []
    for part in parts {
      switch part {
      case .characters(let characters):
        pieces.append { _ in characters }
      case .interpolation(let expression):
        let value = try check(expression, expecting: nil)
        let evaluate = value.evaluate
        pieces.append { String(describing: evaluate($0)) }
      }
    }
    let faults = faults
    return CompiledExpression(.string) { frame in
      Self.limited(pieces.map { $0(frame) }.joined(), faults, at: range)
    }
  }

  private typealias Frame = CompiledExpression.Frame

  private func array(_ elements: [Expression], expecting: SandboxType?, at range: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    var elementType: SandboxType?
    if case .array(let expected)? = expecting { elementType = expected }
    if elementType == nil, let first = elements.first(where: { !$0.isNumberLiteral && !$0.isNil }) {
      elementType = try check(first, expecting: nil).type
    }
    if elementType == nil, let first = elements.first {
      elementType = try check(first, expecting: nil).type
    }
    guard let elementType else {
      throw SandboxError("an empty array needs a type, as in let names: [String] = []", at: range)
    }
    var compiled: [CompiledExpression] = []
    for element in elements {
      compiled.append(try check(element, as: elementType, for: "this array"))
    }
    let make = elementType.open(ArrayMaker())
    let evaluators = compiled.map(\.evaluate)
    return CompiledExpression(.array(elementType)) { frame in make(evaluators.map { $0(frame) }) }
  }

  private struct ArrayMaker: NativeTypeVisitor {
    func visit<T>(_ type: T.Type) -> ([Any]) -> Any {
      { values in values.map { $0 as! T } }
    }
  }

  private func tuple(_ elements: [Expression], expecting: SandboxType?, at range: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    guard elements.count == 2 else {
      throw SandboxError("a tuple here has two elements, like ($0, 1)", at: range)
    }
    var expected: [SandboxType]?
    if case .tuple(let types)? = expecting, types.count == 2 { expected = types }
    let first = try check(elements[0], expecting: expected?[0])
    let second = try check(elements[1], expecting: expected?[1])
    let pair = NativeValues.pairing(first.type, second.type)
    let (a, b) = (first.evaluate, second.evaluate)
    return CompiledExpression(.tuple([first.type, second.type])) { pair(a($0), b($0)) }
  }

  // MARK: Members

  private func member(_ name: String, of baseExpression: Expression, at nameRange: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    let base = try receiver(baseExpression, reading: name)
    let evaluate = base.evaluate
    if case .opaque(let opaque) = base.type {
      let fields = environment.fields.fields(of: opaque.swiftType)
      guard let field = fields.first(where: { $0.name == name }) else {
        let list =
          fields.isEmpty
          ? "it has no fields the sandbox can read"
          : "fields: \(fields.map(\.name).joined(separator: ", "))"
        throw SandboxError(
          "\(opaque.name) has no field '\(name)'\(NameHint.hint(for: name, in: fields.map(\.name))) (\(list))",
          at: nameRange)
      }
      let reader = environment.fields
      return CompiledExpression(SandboxType(field.type)) { reader.read(name, of: evaluate($0)) }
    }
    let member = try valueMember(name, of: base.type, at: nameRange)
    guard case .property = member.form else {
      throw SandboxError(
        "\(name) is a method: call it, as in .\(name)(\(member.spelling.hasSuffix("(_:)") ? "…" : ""))",
        at: nameRange)
    }
    let implementation = member.implementation(base.type)
    return CompiledExpression(member.resultType(base.type)) { implementation(evaluate($0), []) }
  }

  /// The receiver of `.member`, refusing an optional or a tuple with a message that
  /// says what to write instead.
  private func receiver(_ expression: Expression, reading member: String) throws(SandboxError)
    -> CompiledExpression
  {
    if case .identifier(let name) = expression.kind, environment.isService(name) {
      throw SandboxError(
        "\(name) is a service: call it as the body of flatMap's closure, as in query.flatMap(.latest) { \(name).\(member)($0) }",
        at: expression.range)
    }
    let base = try check(expression, expecting: nil)
    if let wrapped = base.type.wrapped {
      throw SandboxError(
        "\(subject(expression)) is \(base.type.phrase): unwrap it first with ??, as in (\(subject(expression) == "this" ? "…" : subject(expression)) ?? \(Self.example(of: wrapped))).\(member)",
        at: expression.range)
    }
    if case .tuple(let elements) = base.type {
      throw SandboxError(
        "\(subject(expression)) is \(base.type.phrase): its elements are \((0..<elements.count).map { ".\($0)" }.joined(separator: " and ")), not '\(member)'",
        at: expression.range)
    }
    return base
  }

  /// A literal of `type` for examples in messages.
  private static func example(of type: SandboxType) -> String {
    switch type {
    case .string: return "\"\""
    case .int: return "0"
    case .double: return "0.0"
    case .bool: return "false"
    case .array: return "[]"
    default: return "…"
    }
  }

  private func valueMember(_ name: String, of type: SandboxType, at range: Range<Int>)
    throws(SandboxError) -> ValueMember
  {
    let members = ValueMember.members(of: type)
    guard let member = members.first(where: { $0.name == name }) else {
      let names = members.map(\.name)
      let list =
        members.isEmpty
        ? "the sandbox knows no members of \(type)"
        : "members: \(members.map(\.spelling).joined(separator: ", "))"
      throw SandboxError(
        "\(type) has no member '\(name)'\(NameHint.hint(for: name, in: names)) (\(list))", at: range
      )
    }
    return member
  }

  private func tupleElement(_ index: Int, of baseExpression: Expression, at range: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    let base = try check(baseExpression, expecting: nil)
    guard case .tuple(let elements) = base.type else {
      throw SandboxError(
        "\(subject(baseExpression)) is \(base.type.phrase), not a tuple: .\(index) reads a tuple's element",
        at: range)
    }
    guard index < elements.count else {
      throw SandboxError(
        "\(subject(baseExpression)) has \(elements.count) elements, .0 to .\(elements.count - 1)",
        at: range)
    }
    let evaluate = base.evaluate
    return CompiledExpression(elements[index]) { NativeValues.element(index, of: evaluate($0)) }
  }

  // MARK: Calls

  private func call(_ callee: Expression, _ arguments: [Expression.Argument], at range: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    switch callee.kind {
    case .member(let base, let name, let nameRange):
      return try method(name, of: base, arguments, nameRange: nameRange)
    case .identifier(let name) where ["Int", "Double", "String"].contains(name):
      guard arguments.count == 1, arguments[0].label == nil else {
        throw SandboxError("\(name)(…) converts one value, as in \(name)($0)", at: range)
      }
      return try conversion(to: name, arguments[0].value)
    default:
      throw SandboxError(
        "a closure can call methods (like .hasPrefix(\"a\")) and Int(…), Double(…), String(…)",
        at: callee.range)
    }
  }

  private func method(
    _ name: String, of baseExpression: Expression, _ arguments: [Expression.Argument],
    nameRange: Range<Int>
  ) throws(SandboxError) -> CompiledExpression {
    let base = try receiver(baseExpression, reading: name)
    if case .opaque(let opaque) = base.type {
      throw SandboxError(
        "\(opaque.name)'s fields are read without (): write .\(name)", at: nameRange)
    }
    let member = try valueMember(name, of: base.type, at: nameRange)
    guard case .method(let parametersOf) = member.form else {
      throw SandboxError("\(name) is not a method: write .\(name) without ()", at: nameRange)
    }
    let parameters = parametersOf(base.type)
    guard arguments.count == parameters.count else {
      let takes =
        parameters.isEmpty
        ? "no arguments"
        : parameters.count == 1
          ? "one argument (\(parameters[0].phrase))" : "\(parameters.count) arguments"
      throw SandboxError("\(member.spelling) takes \(takes)", at: nameRange)
    }
    var compiled: [CompiledExpression] = []
    for (argument, type) in zip(arguments, parameters) {
      if let label = argument.label {
        throw SandboxError(
          "\(name) takes no label: write \(name)(…) without '\(label):'", at: argument.range)
      }
      compiled.append(try check(argument.value, as: type, for: "\(name)"))
    }
    let implementation = member.implementation(base.type)
    let evaluate = base.evaluate
    let evaluators = compiled.map(\.evaluate)
    return CompiledExpression(member.resultType(base.type)) { frame in
      implementation(evaluate(frame), evaluators.map { $0(frame) })
    }
  }

  private func conversion(to name: String, _ expression: Expression) throws(SandboxError)
    -> CompiledExpression
  {
    let value = try check(expression, expecting: nil)
    let evaluate = value.evaluate
    switch (name, value.type) {
    case ("String", _):
      return CompiledExpression(.string) { String(describing: evaluate($0)) }
    case ("Int", .int), ("Double", .double):
      return value
    case ("Double", .int):
      return CompiledExpression(.double) { Double(evaluate($0) as! Int) }
    case ("Int", .double):
      let faults = faults
      let range = expression.range
      return CompiledExpression(.int) { frame in
        let number = evaluate(frame) as! Double
        guard let converted = Int(exactly: number.rounded(.towardZero)) else {
          faults.report("Int(\(number)) is out of Int's range", at: range)
          return 0
        }
        return converted
      }
    case ("Int", .string):
      return CompiledExpression(.optional(.int)) { Int(evaluate($0) as! String) as Any }
    case ("Double", .string):
      return CompiledExpression(.optional(.double)) { Double(evaluate($0) as! String) as Any }
    default:
      throw SandboxError(
        "\(name)(…) converts a number or text; \(subject(expression)) is \(value.type.phrase)",
        at: expression.range)
    }
  }

  // MARK: Operators

  private func prefix(
    _ symbol: String, _ operandExpression: Expression, expecting: SandboxType?,
    at range: Range<Int>
  ) throws(SandboxError) -> CompiledExpression {
    if symbol == "!" {
      let operand = try check(operandExpression, as: .bool, for: "'!'")
      let evaluate = operand.evaluate
      return CompiledExpression(.bool) { !(evaluate($0) as! Bool) }
    }
    let operand = try check(operandExpression, expecting: expecting)
    let evaluate = operand.evaluate
    switch operand.type {
    case .double:
      return CompiledExpression(.double) { -(evaluate($0) as! Double) }
    case .int:
      let faults = faults
      return CompiledExpression(.int) { frame in
        let (negated, overflow) = 0.subtractingReportingOverflow(evaluate(frame) as! Int)
        guard !overflow else {
          faults.report("integer overflow", at: range)
          return 0
        }
        return negated
      }
    default:
      throw SandboxError(
        "'-' needs a number, but \(subject(operandExpression)) is \(operand.type.phrase)",
        at: operandExpression.range)
    }
  }

  /// Both operands of a binary operator, a literal checked after the other side so it
  /// takes that side's type (`$0 * 2` over a `Double`; `$0 == nil` over an optional).
  private func operands(_ left: Expression, _ right: Expression, expecting: SandboxType?)
    throws(SandboxError) -> (CompiledExpression, CompiledExpression)
  {
    let leftFollows = left.isNumberLiteral || left.isNil
    let rightFollows = right.isNumberLiteral || right.isNil
    if leftFollows, !rightFollows {
      let second = try check(right, expecting: nil)
      return (try check(left, expecting: second.type), second)
    }
    if left.isDecimalLiteral || right.isDecimalLiteral, left.isNumberLiteral, right.isNumberLiteral
    {
      return (try check(left, expecting: .double), try check(right, expecting: .double))
    }
    let first = try check(left, expecting: leftFollows ? expecting : nil)
    return (first, try check(right, expecting: first.type))
  }

  private func infix(
    _ symbol: String, _ left: Expression, _ right: Expression, expecting: SandboxType?,
    at range: Range<Int>, _ operatorRange: Range<Int>
  ) throws(SandboxError) -> CompiledExpression {
    switch symbol {
    case "&&", "||":
      let a = try check(left, as: .bool, for: "'\(symbol)'").evaluate
      let b = try check(right, as: .bool, for: "'\(symbol)'").evaluate
      if symbol == "&&" {
        return CompiledExpression(.bool) { (a($0) as! Bool) && (b($0) as! Bool) }
      }
      return CompiledExpression(.bool) { (a($0) as! Bool) || (b($0) as! Bool) }
    case "??":
      return try coalescing(left, right, at: range)
    case "==", "!=":
      return try equality(symbol, left, right, at: range)
    case "<", ">", "<=", ">=":
      return try ordering(symbol, left, right, at: range)
    default:
      return try arithmetic(symbol, left, right, expecting: expecting, at: range)
    }
  }

  private func arithmetic(
    _ symbol: String, _ left: Expression, _ right: Expression, expecting: SandboxType?,
    at range: Range<Int>
  ) throws(SandboxError) -> CompiledExpression {
    let (a, b) = try operands(left, right, expecting: expecting)
    let (x, y) = (a.evaluate, b.evaluate)
    switch (a.type, b.type) {
    case (.string, .string) where symbol == "+":
      let faults = faults
      return CompiledExpression(.string) { frame in
        Self.limited((x(frame) as! String) + (y(frame) as! String), faults, at: range)
      }
    case (.double, .double) where symbol != "%":
      let operation = Self.doubleOperation(symbol)
      return CompiledExpression(.double) { operation(x($0) as! Double, y($0) as! Double) }
    case (.int, .int):
      let operation = Self.intOperation(symbol)
      let faults = faults
      return CompiledExpression(.int) { frame in
        switch operation(x(frame) as! Int, y(frame) as! Int) {
        case .success(let result): return result
        case .failure(let problem):
          faults.report(problem.message, at: range)
          return 0
        }
      }
    default:
      var message = "'\(symbol)' needs two numbers of the same type"
      if symbol == "+" { message += " or two texts" }
      message += "; here it has \(a.type) and \(b.type)"
      if a.type.isNumber, b.type.isNumber {
        message += " (convert one, as in Double(…))"
      } else if a.type == .string || b.type == .string, symbol == "+" {
        message += " (interpolate, as in \"…\\(…)\")"
      }
      throw SandboxError(message, at: range)
    }
  }

  /// Why an integer operation has no result.
  private struct IntegerProblem: Error {
    let message: String
  }

  private static func intOperation(_ symbol: String) -> (Int, Int) -> Result<Int, IntegerProblem> {
    func checked(_ result: (partialValue: Int, overflow: Bool)) -> Result<Int, IntegerProblem> {
      result.overflow
        ? .failure(IntegerProblem(message: "integer overflow")) : .success(result.partialValue)
    }
    switch symbol {
    case "+": return { checked($0.addingReportingOverflow($1)) }
    case "-": return { checked($0.subtractingReportingOverflow($1)) }
    case "*": return { checked($0.multipliedReportingOverflow(by: $1)) }
    default:
      let isDivision = symbol == "/"
      return { a, b in
        guard b != 0 else { return .failure(IntegerProblem(message: "division by zero")) }
        return checked(
          isDivision
            ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
      }
    }
  }

  private static func doubleOperation(_ symbol: String) -> (Double, Double) -> Double {
    switch symbol {
    case "+": return (+)
    case "-": return (-)
    case "*": return (*)
    default: return (/)
    }
  }

  private func equality(
    _ symbol: String, _ left: Expression, _ right: Expression, at range: Range<Int>
  )
    throws(SandboxError) -> CompiledExpression
  {
    let (first, second) = try operands(left, right, expecting: nil)
    guard let (a, b) = Self.unified(first, second) else {
      throw SandboxError(
        "'\(symbol)' compares two values of the same type; here \(first.type) and \(second.type)",
        at: range)
    }
    guard a.type.isEquatable else {
      throw SandboxError("values of \(a.type) can't be compared with '\(symbol)'", at: range)
    }
    let isEqual = NativeValues.equality(of: a.type)
    let (x, y) = (a.evaluate, b.evaluate)
    let negated = symbol == "!="
    return CompiledExpression(.bool) { isEqual(x($0), y($0)) != negated }
  }

  private func ordering(
    _ symbol: String, _ left: Expression, _ right: Expression, at range: Range<Int>
  )
    throws(SandboxError) -> CompiledExpression
  {
    let (a, b) = try operands(left, right, expecting: nil)
    guard a.type == b.type, a.type.isOrdered else {
      throw SandboxError(
        "'\(symbol)' compares two numbers of the same type or two texts; here \(a.type) and \(b.type)",
        at: range)
    }
    let isLess = NativeValues.ordering(of: a.type)
    let (x, y) = (a.evaluate, b.evaluate)
    switch symbol {
    case "<": return CompiledExpression(.bool) { isLess(x($0), y($0)) }
    case ">": return CompiledExpression(.bool) { isLess(y($0), x($0)) }
    case "<=": return CompiledExpression(.bool) { !isLess(y($0), x($0)) }
    default: return CompiledExpression(.bool) { !isLess(x($0), y($0)) }
    }
  }

  private func coalescing(_ left: Expression, _ right: Expression, at range: Range<Int>)
    throws(SandboxError) -> CompiledExpression
  {
    let optional = try check(left, expecting: nil)
    guard let wrapped = optional.type.wrapped else {
      throw SandboxError(
        "?? needs an optional on its left, but \(subject(left)) is \(optional.type.phrase)",
        at: left.range)
    }
    let fallback = try check(right, expecting: wrapped)
    let (x, y) = (optional.evaluate, fallback.evaluate)
    if fallback.type == wrapped {
      return CompiledExpression(wrapped) { NativeValues.unwrapped(x($0)) ?? y($0) }
    }
    if fallback.type == optional.type {
      return CompiledExpression(optional.type) { frame in
        let value = x(frame)
        return NativeValues.isNil(value) ? y(frame) : value
      }
    }
    throw mismatch(right, fallback.type, wrapped, "??")
  }

  private func conditional(
    _ conditionExpression: Expression, _ whenTrue: Expression, _ whenFalse: Expression,
    expecting: SandboxType?, at range: Range<Int>
  ) throws(SandboxError) -> CompiledExpression {
    let condition = try check(conditionExpression, as: .bool, for: "the condition of ?:").evaluate
    let (first, second) = try operands(whenTrue, whenFalse, expecting: expecting)
    guard let (a, b) = Self.unified(first, second) else {
      throw SandboxError(
        "both results of ?: need the same type; here \(first.type) and \(second.type)",
        at: range)
    }
    let (x, y) = (a.evaluate, b.evaluate)
    return CompiledExpression(a.type) { (condition($0) as! Bool) ? x($0) : y($0) }
  }
}
