import Foundation
import Model
import ReactiveCore

/// Checks a pipeline (the value of a `let` or the source of a `bind`) before anything
/// runs, and plans how to build it: which sandbox values and app members it reads, which
/// form of each operator applies (a property's own form when the receiver and the other
/// sources are properties, else the stream form, reading properties as their producers),
/// and its closures, compiled.
final class PipelineChecker {
  private let environment: CheckingEnvironment
  private let faults: FaultSink
  /// The sandbox values the pipeline reads, in the order it reads them.
  private(set) var usedValues: [String] = []
  /// The app members the pipeline reads, directly or through the sandbox values it reads.
  private(set) var usedMembers: Set<String> = []

  /// A checker that resolves names in `environment` and routes closures' faults to
  /// `faults`.
  init(environment: CheckingEnvironment, faults: FaultSink) {
    self.environment = environment
    self.faults = faults
  }

  /// The plan for `expression`, a pipeline: a name, or operators applied to one.
  func check(_ expression: Expression) throws(SandboxError) -> PlannedValue {
    switch expression.kind {
    case .identifier(let name):
      return try source(name, at: expression.range)
    case .call(let callee, let arguments, let trailingClosure):
      guard case .member(let base, let name, let nameRange) = callee.kind else {
        throw notAPipeline(expression)
      }
      let receiver = try check(base)
      return try apply(
        name, at: nameRange, to: receiver, arguments, trailingClosure, call: expression.range)
    case .member(let base, let name, let nameRange):
      let receiver = try check(base)
      throw memberWithoutCall(name, at: nameRange, on: receiver, base: base)
    default:
      throw notAPipeline(expression)
    }
  }

  private func notAPipeline(_ expression: Expression) -> SandboxError {
    SandboxError(
      "an operator works on a property or a stream: start from a sandbox value or an app member, as in name.map { … } (define a constant first: let text = \"…\")",
      at: expression.range)
  }

  private func source(_ name: String, at range: Range<Int>) throws(SandboxError) -> PlannedValue {
    if let type = environment.valueType(named: name) {
      if !usedValues.contains(name) { usedValues.append(name) }
      usedMembers.formUnion(environment.members(readBy: name))
      return PlannedValue(plan: .value(name), type: type)
    }
    if let member = environment.member(named: name) {
      usedMembers.insert(name)
      return PlannedValue(plan: .member(member), type: member.type)
    }
    if environment.isService(name) {
      throw SandboxError(
        "\(name) is a service: call it inside flatMap's closure, as in query.flatMap(.latest) { \(name).…($0) }",
        at: range)
    }
    guard environment.sources?.isAppOpen == true else {
      throw SandboxError(
        "cannot find '\(name)' among the sandbox's values\(NameHint.hint(for: name, in: environment.sourceNames)), and no app is open: open one to build on its members",
        at: range)
    }
    throw SandboxError(
      "cannot find '\(name)' among the sandbox's values and the open app's members\(NameHint.hint(for: name, in: environment.sourceNames))",
      at: range)
  }

  private func memberWithoutCall(
    _ name: String, at range: Range<Int>, on receiver: PlannedValue, base: Expression
  ) -> SandboxError {
    if let form = OperatorTable.forms(named: name).first {
      return SandboxError(
        "\(name) is an operator: call it, as in .\(form.declaration.signature.example)", at: range)
    }
    if ValueMember.all.contains(where: { $0.name == name }) || receiver.type.element.isOpaque {
      return SandboxError(
        "'\(name)' reads a value, and \(describe(base)) is \(receiver.type.phrase): follow it with map, as in .map { $0.\(name) }",
        at: range)
    }
    return unknownOperator(name, at: range)
  }

  private func unknownOperator(_ name: String, at range: Range<Int>) -> SandboxError {
    let names = OperatorTable.names
    let hint = NameHint.hint(for: name, in: names)
    guard hint.isEmpty else { return SandboxError("no operator '\(name)'\(hint)", at: range) }
    return SandboxError(
      "no operator '\(name)' (operators: \(names.joined(separator: ", ")))", at: range)
  }

  /// How a message names the receiver: its name when it is one, else "this".
  private func describe(_ expression: Expression) -> String {
    if case .identifier(let name) = expression.kind { return name }
    return "this"
  }

  // MARK: Operators

  private func apply(
    _ name: String, at nameRange: Range<Int>, to receiver: PlannedValue,
    _ arguments: [Expression.Argument], _ trailingClosure: Expression.Closure?,
    call callRange: Range<Int>
  ) throws(SandboxError) -> PlannedValue {
    let forms = OperatorTable.forms(named: name)
    guard let first = forms.first else { throw unknownOperator(name, at: nameRange) }
    let signature = first.declaration.signature
    let matched = try match(
      signature, name: name, at: nameRange, arguments, trailingClosure, call: callRange)

    if signature.receiver == .bool, receiver.type.element != .bool {
      throw SandboxError(
        "\(name) works on Bool values, and this is \(receiver.type.phrase)", at: nameRange)
    }
    var sources: [PlannedValue] = []
    for (parameter, argument) in zip(signature.parameters, matched) {
      guard case .source(_, let requirement) = parameter, let argument else { continue }
      let source = try check(argument)
      try require(requirement, of: source, for: name, receiver: receiver, at: argument.range)
      sources.append(source)
    }

    let propertyForm = forms.first(where: \.isPropertyForm)
    let streamForm = forms.first(where: { !$0.isPropertyForm })
    let usesPropertyForm =
      propertyForm != nil && receiver.type.isProperty && sources.allSatisfy(\.type.isProperty)
    guard let form = usesPropertyForm ? propertyForm : streamForm else {
      throw SandboxError(
        "\(name) works on properties, and this is \(receiver.type.phrase)", at: nameRange)
    }

    var planned = OperatorArguments()
    var failure = receiver.type.failure
    for source in sources { failure = failure.joined(with: source.type.failure) }
    for (parameter, argument) in zip(signature.parameters, matched) {
      switch parameter {
      case .duration:
        planned.durations.append(try duration(argument!, for: name))
      case .strategy:
        planned.strategy = try strategy(argument!, for: name)
      case .initialValue:
        let (value, type) = try constant(argument!)
        planned.initialValues.append(value)
        planned.resultElement = type
      case .closure(let shape, _):
        planned.closures.append(
          try closure(
            shape, argument, for: name, element: receiver.type.element, planned, at: nameRange))
      case .serviceCall:
        let invocation = try serviceCall(argument!, element: receiver.type.element)
        planned.serviceCall = invocation
        failure = failure.joined(with: invocation.call.failure)
      case .source:
        break
      }
    }
    planned.resultElement = resultElement(
      signature.result, receiver: receiver, sources: sources, planned)

    let type =
      usesPropertyForm
      ? SandboxValueType(.property, of: planned.resultElement)
      : SandboxValueType(.stream(failure), of: planned.resultElement)
    let operation = PlannedOperation(
      form: form, receiver: usesPropertyForm ? receiver : Self.asStream(receiver),
      sources: usesPropertyForm ? sources : sources.map(Self.asStream), arguments: planned,
      type: type)
    return PlannedValue(plan: .operation(operation), type: type)
  }

  /// `value` read as a stream: a property as its producer.
  private static func asStream(_ value: PlannedValue) -> PlannedValue {
    guard value.type.isProperty else { return value }
    return PlannedValue(plan: .stream(value), type: value.type.asStream)
  }

  private func resultElement(
    _ result: OperatorSignature.Result, receiver: PlannedValue, sources: [PlannedValue],
    _ arguments: OperatorArguments
  ) -> SandboxType {
    switch result {
    case .receiverElement: return receiver.type.element
    case .closureResult: return arguments.closure.resultType
    case .initialValue: return arguments.resultElement
    case .pairWithSource: return .tuple([receiver.type.element, sources[0].type.element])
    case .serviceResult: return arguments.serviceCall!.call.element
    }
  }

  private func require(
    _ requirement: OperatorSignature.SourceRequirement, of source: PlannedValue, for name: String,
    receiver: PlannedValue, at range: Range<Int>
  ) throws(SandboxError) {
    switch requirement {
    case .anyElement:
      return
    case .sameElement where source.type.element != receiver.type.element:
      throw SandboxError(
        "\(name) needs values of the same type on both sides: this sends \(source.type.element), the receiver \(receiver.type.element)",
        at: range)
    case .bool where source.type.element != .bool:
      throw SandboxError(
        "\(name) needs Bool values here, and this is \(source.type.phrase)", at: range)
    default:
      return
    }
  }

  // MARK: Arguments

  /// The argument for each parameter of `signature` (nil for an optional closure left
  /// out), a trailing closure standing for the last closure parameter.
  private func match(
    _ signature: OperatorSignature, name: String, at nameRange: Range<Int>,
    _ arguments: [Expression.Argument], _ trailingClosure: Expression.Closure?,
    call callRange: Range<Int>
  ) throws(SandboxError) -> [Expression?] {
    let example = signature.example
    var remaining = arguments[...]
    var trailing = trailingClosure.map { Expression(kind: .closure($0), range: $0.range) }
    var matched: [Expression?] = []
    for parameter in signature.parameters {
      if let isOptional = Self.closureOptionality(of: parameter) {
        if let next = remaining.first, next.label == nil, case .closure = next.value.kind {
          matched.append(next.value)
          remaining.removeFirst()
        } else if let closure = trailing {
          matched.append(closure)
          trailing = nil
        } else if isOptional {
          matched.append(nil)
        } else {
          throw SandboxError("\(name) needs a closure, as in .\(example)", at: nameRange)
        }
        continue
      }
      guard let next = remaining.first else {
        throw SandboxError(
          "\(name) needs \(Self.describe(parameter)), as in .\(example)", at: nameRange)
      }
      let label = Self.label(of: parameter)
      if next.label != label {
        if next.label == "on" { throw noScheduler(example, at: next.range) }
        if let label {
          throw SandboxError(
            "write '\(label):' before this argument, as in .\(example)", at: next.range)
        }
        throw SandboxError("this argument takes no label, as in .\(example)", at: next.range)
      }
      matched.append(next.value)
      remaining.removeFirst()
    }
    if let extra = remaining.first {
      if extra.label == "on" { throw noScheduler(example, at: extra.range) }
      throw SandboxError(
        "\(name) takes \(Self.describe(signature.parameters)), as in .\(example)", at: extra.range)
    }
    if let trailing {
      throw SandboxError("\(name) takes no closure, as in .\(example)", at: trailing.range)
    }
    return matched
  }

  private func noScheduler(_ example: String, at range: Range<Int>) -> SandboxError {
    SandboxError(
      "the sandbox takes no scheduler: timed operators run on the session's clock; write .\(example)",
      at: range)
  }

  /// For a closure parameter, whether it may be left out; nil for other parameters.
  private static func closureOptionality(of parameter: OperatorSignature.Parameter) -> Bool? {
    switch parameter {
    case .closure(_, let optional): return optional
    case .serviceCall: return false
    default: return nil
    }
  }

  private static func label(of parameter: OperatorSignature.Parameter) -> String? {
    if case .source(let label, _) = parameter { return label }
    return nil
  }

  private static func describe(_ parameter: OperatorSignature.Parameter) -> String {
    switch parameter {
    case .duration: return "a duration"
    case .closure, .serviceCall: return "a closure"
    case .initialValue: return "an initial value"
    case .source: return "another property or stream"
    case .strategy: return "a strategy (.latest)"
    }
  }

  private static func describe(_ parameters: [OperatorSignature.Parameter]) -> String {
    let arguments = parameters.filter {
      if case .closure = $0 { return false }
      if case .serviceCall = $0 { return false }
      return true
    }
    guard !arguments.isEmpty else { return "no arguments in ()" }
    return arguments.map(describe).joined(separator: " and ")
  }

  private func duration(_ argument: Expression, for name: String) throws(SandboxError)
    -> TimeInterval
  {
    switch argument.kind {
    case .duration(let text),
      .integer(let text) where text == "0":
      do {
        return try TimeSpan(parsing: text).seconds
      } catch {
        throw SandboxError(error.description, at: argument.range)
      }
    case .integer(let text), .decimal(let text):
      throw SandboxError(
        "write the unit: \(text)s or \(text)ms (durations are written like 500ms, 1s, 1.5s)",
        at: argument.range)
    default:
      throw SandboxError(
        "\(name) needs a duration like 1s or 500ms here", at: argument.range)
    }
  }

  private static let strategies: [(name: String, strategy: FlattenStrategy)] = [
    ("latest", .latest), ("merge", .merge), ("concat", .concat), ("race", .race),
    ("throttle", .throttle),
  ]

  private func strategy(_ argument: Expression, for name: String) throws(SandboxError)
    -> FlattenStrategy
  {
    let names = Self.strategies.map(\.name)
    let list = names.map { "." + $0 }.joined(separator: ", ")
    guard case .implicitMember(let member) = argument.kind else {
      throw SandboxError("\(name) needs a strategy first: \(list)", at: argument.range)
    }
    guard let found = Self.strategies.first(where: { $0.name == member }) else {
      throw SandboxError(
        "no strategy '.\(member)'\(NameHint.hint(for: member, in: names)) (strategies: \(list))",
        at: argument.range)
    }
    return found.strategy
  }

  /// A constant argument, computed now.
  private func constant(_ argument: Expression) throws(SandboxError) -> (Any, SandboxType) {
    let constant = try ConstantEvaluation.check(argument, expecting: nil, in: environment)
    return (constant.value, constant.type)
  }

  // MARK: Closures

  private func closure(
    _ shape: OperatorSignature.ClosureShape, _ argument: Expression?, for name: String,
    element: SandboxType, _ arguments: OperatorArguments, at nameRange: Range<Int>
  ) throws(SandboxError) -> CompiledClosure {
    guard let argument, case .closure(let syntax) = argument.kind else {
      // Only `skipRepeats()` leaves its closure out: it compares with `==`.
      guard element.isEquatable else {
        throw SandboxError(
          "\(name)() compares values with ==, and values of \(element) can't be compared: pass a closure, as in \(name) { $0.id == $1.id }",
          at: nameRange)
      }
      let isEqual = NativeValues.equality(of: element)
      let body = CompiledExpression(.bool) { isEqual($0[0], $0[1]) }
      return CompiledClosure(body: body, destructuresTuple: false)
    }
    switch shape {
    case .predicate:
      return try closure(syntax, owner: name, parameters: [element], returning: .bool)
    case .transform:
      return try closure(syntax, owner: name, parameters: [element], returning: nil)
    case .equivalence:
      return try closure(syntax, owner: name, parameters: [element, element], returning: .bool)
    case .accumulator:
      let result = arguments.resultElement
      return try closure(syntax, owner: name, parameters: [result, element], returning: result)
    }
  }

  private func closure(
    _ syntax: Expression.Closure, owner: String, parameters: [SandboxType],
    returning required: SandboxType?
  ) throws(SandboxError) -> CompiledClosure {
    let (types, destructures) = try closureParameters(syntax, owner: owner, parameters)
    let checker = ValueChecker(
      context: .closure(owner: owner, parameters: types, names: syntax.parameterNames),
      environment: environment, faults: faults)
    let body =
      if let required {
        try checker.check(syntax.body, as: required, for: owner)
      } else {
        try checker.check(syntax.body, expecting: nil)
      }
    return CompiledClosure(body: body, destructuresTuple: destructures)
  }

  /// The types of the values a closure uses, and whether it takes its one value, a
  /// tuple, apart: it does when it uses `$1` (or names more than one value) where it is
  /// given one tuple, as Swift does.
  private func closureParameters(
    _ syntax: Expression.Closure, owner: String, _ parameters: [SandboxType]
  ) throws(SandboxError) -> ([SandboxType], Bool) {
    var tupleElements: [SandboxType]?
    if parameters.count == 1, case .tuple(let elements) = parameters[0] { tupleElements = elements }
    if let names = syntax.parameterNames {
      if names.count == parameters.count { return (parameters, false) }
      if let tupleElements, names.count == tupleElements.count { return (tupleElements, true) }
      throw SandboxError(
        "this closure names \(names.count) values, but \(ValueChecker.describeParameters(of: owner, parameters))",
        at: syntax.range)
    }
    let uses = syntax.body.dollarUses
    let highest = uses.map(\.index).max() ?? 0
    if highest < parameters.count { return (parameters, false) }
    if let tupleElements, highest < tupleElements.count { return (tupleElements, true) }
    let use = uses.first { $0.index >= parameters.count }!
    throw SandboxError(
      "$\(use.index) isn't available here: \(ValueChecker.describeParameters(of: owner, parameters))",
      at: use.range)
  }

  private func serviceCall(_ argument: Expression, element: SandboxType) throws(SandboxError)
    -> ServiceInvocation
  {
    guard case .closure(let syntax) = argument.kind,
      case .call(let callee, let arguments, nil) = syntax.body.kind,
      case .member(let serviceExpression, let callName, let callRange) = callee.kind,
      case .identifier(let serviceName) = serviceExpression.kind
    else {
      let range = (argument.kind.closureBody ?? argument).range
      throw SandboxError(
        "flatMap's closure calls one service, as in flatMap(.latest) { service.search($0) }",
        at: range)
    }
    let serviceNames = environment.services?.serviceNames ?? []
    guard serviceNames.contains(serviceName), let services = environment.services else {
      throw SandboxError(
        "no service '\(serviceName)'\(NameHint.hint(for: serviceName, in: serviceNames)) (services: \(serviceNames.joined(separator: ", ")))",
        at: serviceExpression.range)
    }
    let calls = services.calls(of: serviceName)
    guard let call = calls.first(where: { $0.name == callName }) else {
      throw SandboxError(
        "\(serviceName) has no call '\(callName)'\(NameHint.hint(for: callName, in: calls.map(\.name))) (calls: \(calls.map(\.signature).joined(separator: ", ")))",
        at: callRange)
    }
    guard arguments.count == call.parameters.count else {
      let count = call.parameters.count == 1 ? "one argument" : "\(call.parameters.count) arguments"
      throw SandboxError(
        "\(serviceName).\(callName) takes \(count): \(call.signature)", at: callee.range)
    }
    let (types, destructures) = try closureParameters(syntax, owner: "flatMap", [element])
    let checker = ValueChecker(
      context: .closure(owner: "flatMap", parameters: types, names: syntax.parameterNames),
      environment: environment, faults: faults)
    var compiled: [CompiledExpression] = []
    for (argument, parameter) in zip(arguments, call.parameters) {
      if let label = argument.label {
        throw SandboxError(
          "write \(callName)'s arguments without labels ('\(label):')", at: argument.range)
      }
      compiled.append(
        try checker.check(
          argument.value, as: parameter.type, for: "\(callName)'s \(parameter.name)"))
    }
    return ServiceInvocation(call: call, arguments: compiled, destructuresTuple: destructures)
  }
}

extension Expression.Kind {
  /// A closure's body, when this is a closure.
  fileprivate var closureBody: Expression? {
    if case .closure(let closure) = self { return closure.body }
    return nil
  }
}
