/// Reads a sandbox line into a `Statement`: `let`, `bind` or `unbind`, with Swift's
/// expression grammar and operator precedence (`||` below `&&` below comparisons below
/// `??` below `+ -` below `* / %`), trailing closures and string interpolation.
struct Parser {
  /// Names that cannot be defined: the language's own words.
  static let keywords: Set<String> = ["let", "var", "bind", "unbind", "true", "false", "nil", "in"]

  /// How deeply expressions may nest, so that neither parsing nor checking a hostile
  /// line can exhaust the stack.
  static let nestingLimit = 32
  /// How many operations (members, calls, operators) a line may hold, for the same
  /// reason: a long chain nests as deeply as parentheses do.
  static let operationLimit = 256

  private let tokens: [Token]
  private var position = 0
  private var depth = 0
  private var operations = 0

  private init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// The statement `line` holds.
  static func statement(_ line: String) throws(SandboxError) -> Statement {
    var parser = Parser(tokens: try Lexer.tokens(of: line))
    let statement = try parser.statement()
    try parser.expectEnd()
    return statement
  }

  /// The expression `line` holds, alone (for tests and the fuzzer).
  static func expression(_ line: String) throws(SandboxError) -> Expression {
    var parser = Parser(tokens: try Lexer.tokens(of: line))
    let expression = try parser.expression()
    try parser.expectEnd()
    return expression
  }

  private var current: Token { tokens[position] }

  private mutating func advance() -> Token {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  private func peek(_ offset: Int) -> Token {
    tokens[min(position + offset, tokens.count - 1)]
  }

  private mutating func take(_ symbol: String) -> Token? {
    current.isSymbol(symbol) ? advance() : nil
  }

  private mutating func expect(_ symbol: String, _ purpose: String) throws(SandboxError) -> Token {
    guard let token = take(symbol) else {
      throw SandboxError("expected '\(symbol)' \(purpose)", at: current.range)
    }
    return token
  }

  private func expectEnd() throws(SandboxError) {
    guard current.kind == .end else {
      throw SandboxError("unexpected '\(current.spelling)'", at: current.range)
    }
  }

  // MARK: Statements

  private mutating func statement() throws(SandboxError) -> Statement {
    let first = current
    switch first.kind {
    case .identifier("let"):
      _ = advance()
      return .define(try definition())
    case .identifier("var"):
      throw SandboxError(
        "write let: a sandbox value is never reassigned, it changes over time (let name = \"\" makes a settable property)",
        at: first.range)
    case .identifier("bind"):
      _ = advance()
      let (target, range) = try path("bind")
      _ = try expect("<~", "after the member to bind, as in bind searchText <~ name")
      return .bind(target: target, targetRange: range, source: try expression())
    case .identifier("unbind"):
      _ = advance()
      let (target, range) = try path("unbind")
      return .unbind(target: target, targetRange: range)
    default:
      throw SandboxError("a sandbox line starts with let, bind or unbind", at: first.range)
    }
  }

  private mutating func definition() throws(SandboxError) -> Statement.Definition {
    let nameToken = current
    guard case .identifier(let name) = nameToken.kind else {
      throw SandboxError(
        "expected a name after let, as in let greeting = name.map { \"Hello, \" + $0 }",
        at: nameToken.range)
    }
    guard !Self.keywords.contains(name) else {
      throw SandboxError(
        "'\(name)' is a word of the language; choose another name", at: nameToken.range)
    }
    _ = advance()
    var annotation: TypeAnnotation?
    if take(":") != nil {
      let start = current.range.lowerBound
      let type = try typeAnnotation()
      annotation = TypeAnnotation(type: type, range: start..<tokens[position - 1].range.upperBound)
    }
    _ = try expect("=", "after the name, as in let \(name) = …")
    return Statement.Definition(
      name: name, nameRange: nameToken.range, annotation: annotation, value: try expression())
  }

  /// A member path for `bind` and `unbind`: `searchText`, `results[0].isVisible`.
  private mutating func path(_ command: String) throws(SandboxError) -> (String, Range<Int>) {
    let start = current
    guard case .identifier(var text) = start.kind else {
      throw SandboxError(
        "expected the app member to \(command), as in \(command) searchText", at: start.range)
    }
    _ = advance()
    var end = start.range.upperBound
    while true {
      if current.isSymbol("."), case .identifier(let name) = peek(1).kind {
        text += "." + name
        _ = advance()
        end = advance().range.upperBound
      } else if current.isSymbol("["), case .integer(let index) = peek(1).kind,
        peek(2).isSymbol("]")
      {
        text += "[\(index)]"
        _ = advance()
        _ = advance()
        end = advance().range.upperBound
      } else {
        return (text, start.range.lowerBound..<end)
      }
    }
  }

  private mutating func typeAnnotation() throws(SandboxError) -> SandboxType {
    try nested()
    defer { depth -= 1 }
    let token = advance()
    var type: SandboxType
    switch token.kind {
    case .identifier("String"): type = .string
    case .identifier("Int"): type = .int
    case .identifier("Double"): type = .double
    case .identifier("Bool"): type = .bool
    case .symbol("["):
      type = .array(try typeAnnotation())
      _ = try expect("]", "to close the array type")
    case .symbol("("):
      var elements = [try typeAnnotation()]
      while take(",") != nil { elements.append(try typeAnnotation()) }
      _ = try expect(")", "to close the tuple type")
      guard elements.count == 2 else {
        throw SandboxError(
          "a tuple type here has two elements, like (String, Int)", at: token.range)
      }
      type = .tuple(elements)
    default:
      throw SandboxError(
        "expected a type: String, Int, Double, Bool, an optional (Int?), an array ([String]) or a pair ((String, Int))",
        at: token.range)
    }
    while take("?") != nil { type = .optional(type) }
    return type
  }

  // MARK: Expressions, lowest precedence first

  private mutating func nested() throws(SandboxError) {
    depth += 1
    guard depth <= Self.nestingLimit else {
      throw SandboxError("this expression nests too deeply", at: current.range)
    }
  }

  /// Counts one operation (a member, call, operator), refusing a line with too many.
  private mutating func counted() throws(SandboxError) {
    operations += 1
    guard operations <= Self.operationLimit else {
      throw SandboxError("this line holds too many operations for the sandbox", at: current.range)
    }
  }

  private mutating func expression() throws(SandboxError) -> Expression {
    try nested()
    defer { depth -= 1 }
    let condition = try infix(level: 0)
    guard take("?") != nil else { return condition }
    let whenTrue = try expression()
    _ = try expect(":", "between the two results of ?:, as in $0 ? \"yes\" : \"no\"")
    let whenFalse = try expression()
    return Expression(
      kind: .conditional(condition, whenTrue, whenFalse),
      range: condition.range.lowerBound..<whenFalse.range.upperBound)
  }

  /// The binary operators by precedence, lowest first; `??` groups to the right and
  /// comparisons do not chain.
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["??"], ["+", "-"], ["*", "/", "%"],
  ]

  private mutating func infix(level: Int) throws(SandboxError) -> Expression {
    guard level < Self.levels.count else { return try prefix() }
    var left = try infix(level: level + 1)
    while case .symbol(let symbol) = current.kind, Self.levels[level].contains(symbol) {
      try counted()
      let operatorRange = advance().range
      let right = symbol == "??" ? try infix(level: level) : try infix(level: level + 1)
      left = Expression(
        kind: .infix(symbol, left, right, operatorRange: operatorRange),
        range: left.range.lowerBound..<right.range.upperBound)
      if level == 2, case .symbol(let next) = current.kind, Self.levels[2].contains(next) {
        throw SandboxError(
          "comparisons don't chain: join them with && (a < b && b < c)", at: current.range)
      }
      if symbol == "??" { break }
    }
    return left
  }

  private mutating func prefix() throws(SandboxError) -> Expression {
    guard current.isSymbol("!") || current.isSymbol("-") else { return try postfix() }
    try nested()
    try counted()
    defer { depth -= 1 }
    let token = advance()
    let operand = try prefix()
    return Expression(
      kind: .prefix(token.spelling, operand),
      range: token.range.lowerBound..<operand.range.upperBound)
  }

  private mutating func postfix() throws(SandboxError) -> Expression {
    var base = try primary()
    while true {
      if current.isSymbol(".") || current.isSymbol("(") { try counted() }
      if current.isSymbol(".") {
        _ = advance()
        let name = advance()
        switch name.kind {
        case .identifier(let member):
          base = Expression(
            kind: .member(base, name: member, nameRange: name.range),
            range: base.range.lowerBound..<name.range.upperBound)
          if current.isSymbol("{") { base = try call(base, arguments: [], end: nil) }
        case .integer(let digits):
          guard let index = Int(digits), index < 16 else {
            throw SandboxError("no tuple element .\(digits)", at: name.range)
          }
          base = Expression(
            kind: .tupleElement(base, index: index),
            range: base.range.lowerBound..<name.range.upperBound)
        default:
          throw SandboxError("expected a member name after '.'", at: name.range)
        }
      } else if current.isSymbol("("), isCallable(base) {
        _ = advance()
        let arguments = try callArguments()
        let close = try expect(")", "to close the arguments")
        base = try call(base, arguments: arguments, end: close.range.upperBound)
      } else {
        return base
      }
    }
  }

  /// Whether `(` after `base` opens a call's arguments: after a name or a member, as
  /// in Swift, not after a literal.
  private func isCallable(_ base: Expression) -> Bool {
    switch base.kind {
    case .identifier, .member: return true
    default: return false
    }
  }

  /// A call of `callee` with `arguments`, taking a trailing closure if one follows.
  private mutating func call(
    _ callee: Expression, arguments: [Expression.Argument], end: Int?
  ) throws(SandboxError) -> Expression {
    var trailing: Expression.Closure?
    if current.isSymbol("{") { trailing = try closure() }
    let upper = trailing?.range.upperBound ?? end ?? callee.range.upperBound
    return Expression(
      kind: .call(callee, arguments: arguments, trailingClosure: trailing),
      range: callee.range.lowerBound..<upper)
  }

  private mutating func callArguments() throws(SandboxError) -> [Expression.Argument] {
    var arguments: [Expression.Argument] = []
    guard !current.isSymbol(")") else { return arguments }
    repeat {
      let start = current.range.lowerBound
      var label: String?
      if case .identifier(let name) = current.kind, peek(1).isSymbol(":") {
        label = name
        _ = advance()
        _ = advance()
      }
      let value = try expression()
      arguments.append(
        Expression.Argument(label: label, value: value, range: start..<value.range.upperBound))
    } while take(",") != nil
    return arguments
  }

  private mutating func primary() throws(SandboxError) -> Expression {
    let token = current
    switch token.kind {
    case .identifier("true"), .identifier("false"):
      _ = advance()
      return Expression(kind: .boolean(token.isIdentifier("true")), range: token.range)
    case .identifier("nil"):
      _ = advance()
      return Expression(kind: .nil, range: token.range)
    case .identifier(let name):
      _ = advance()
      return Expression(kind: .identifier(name), range: token.range)
    case .dollar(let index):
      _ = advance()
      return Expression(kind: .dollar(index), range: token.range)
    case .integer(let text):
      _ = advance()
      return Expression(kind: .integer(text), range: token.range)
    case .decimal(let text):
      _ = advance()
      return Expression(kind: .decimal(text), range: token.range)
    case .duration(let text):
      _ = advance()
      return Expression(kind: .duration(text), range: token.range)
    case .text(let segments):
      _ = advance()
      return Expression(kind: .text(try textParts(segments)), range: token.range)
    case .symbol("."):
      _ = advance()
      let name = advance()
      guard case .identifier(let member) = name.kind else {
        throw SandboxError("expected a name after '.', as in .latest", at: name.range)
      }
      return Expression(
        kind: .implicitMember(member), range: token.range.lowerBound..<name.range.upperBound)
    case .symbol("("):
      _ = advance()
      var elements = [try expression()]
      while take(",") != nil { elements.append(try expression()) }
      let close = try expect(")", "to close the parenthesis")
      let range = token.range.lowerBound..<close.range.upperBound
      guard elements.count > 1 else {
        return Expression(kind: elements[0].kind, range: range)
      }
      return Expression(kind: .tuple(elements), range: range)
    case .symbol("["):
      _ = advance()
      var elements: [Expression] = []
      if !current.isSymbol("]") {
        repeat { elements.append(try expression()) } while take(",") != nil
      }
      let close = try expect("]", "to close the array")
      return Expression(
        kind: .array(elements), range: token.range.lowerBound..<close.range.upperBound)
    case .symbol("{"):
      let closure = try closure()
      return Expression(kind: .closure(closure), range: closure.range)
    case .end:
      throw SandboxError("expected an expression", at: token.range)
    default:
      throw SandboxError("expected an expression, not '\(token.spelling)'", at: token.range)
    }
  }

  private mutating func closure() throws(SandboxError) -> Expression.Closure {
    let open = try expect("{", "to open the closure")
    var names: [String]?
    if case .identifier = current.kind, peek(1).isSymbol(",") || peek(1).isIdentifier("in") {
      var given: [String] = []
      while case .identifier(let name) = current.kind, !Self.keywords.contains(name) {
        given.append(name)
        _ = advance()
        if take(",") == nil { break }
      }
      guard current.isIdentifier("in") else {
        throw SandboxError("expected 'in' after the closure's value names", at: current.range)
      }
      _ = advance()
      names = given
    }
    if current.isSymbol("}") {
      throw SandboxError(
        "this closure is empty: write one expression, like { $0.count > 3 }", at: current.range)
    }
    let body = try expression()
    guard current.isSymbol("}") else {
      throw SandboxError(
        "a closure here holds one expression; expected '}' instead of '\(current.spelling)'",
        at: current.range)
    }
    let close = advance()
    return Expression.Closure(
      parameterNames: names, body: body, range: open.range.lowerBound..<close.range.upperBound)
  }

  private mutating func textParts(_ segments: [Token.TextSegment]) throws(SandboxError)
    -> [Expression.TextPart]
  {
    var parts: [Expression.TextPart] = []
    for segment in segments {
      switch segment {
      case .characters(let characters):
        parts.append(.characters(characters))
      case .interpolation(let tokens):
        var parser = Parser(tokens: tokens)
        parser.depth = depth
        parser.operations = operations
        guard tokens.first?.kind != .end else {
          throw SandboxError("this interpolation is empty: write \\(value)", at: tokens[0].range)
        }
        let expression = try parser.expression()
        guard parser.current.kind == .end else {
          throw SandboxError("unexpected '\(parser.current.spelling)'", at: parser.current.range)
        }
        operations = parser.operations
        parts.append(.interpolation(expression))
      }
    }
    return parts
  }
}
