import ReactiveCore

/// The sandbox: a learner's own values and bindings, written in a small language close to
/// Swift (`let greeting = name.map { "Hello, " + $0 }`, `bind searchText <~ name`) and
/// built from ReactiveCore's own operators over the open app's members, so a pipeline
/// typed here behaves, and reports to the instrumentation, exactly as one written in a
/// view-model.
///
/// Every line is parsed and type-checked before anything changes; a refused line says
/// why, with the place (`SandboxError`). `let` of an existing name replaces the value:
/// its old pipeline is disposed, and the values and bindings built on it are rebuilt on
/// the new one (refused, changing nothing, if one of them would no longer check).
///
/// Use it from one queue (the shell's session queue); its pipelines may deliver on
/// others (a backend's), which it handles.
public final class Sandbox {
  /// The values, in the order they were defined (a redefined value and the values built
  /// on it move to the end).
  public private(set) var values: [SandboxValue] = []
  /// The bindings, in the order they were made.
  public private(set) var bindings: [SandboxBinding] = []
  /// Faults in closures and the ends of streams, as they happen.
  public let notices: Signal<SandboxNotice, Never>

  private let noticeInput: Signal<SandboxNotice, Never>.Observer
  private let context: OperatorContext
  private let sources: (any SandboxSources)?
  private let services: (any SandboxServices)?
  private let fields: any SandboxFieldReader

  /// A sandbox whose timed operators run on `scheduler` (the session's clock), whose
  /// pipelines may read the members `sources` offers and call the services `services`
  /// offers, and whose closures read the apps' values through `fields`.
  public init(
    scheduler: DateScheduler, sources: (any SandboxSources)? = nil,
    services: (any SandboxServices)? = nil, fields: any SandboxFieldReader = ReflectedFieldReader()
  ) {
    context = OperatorContext(scheduler: scheduler)
    self.sources = sources
    self.services = services
    self.fields = fields
    (notices, noticeInput) = Signal.pipe()
  }

  deinit {
    removeAll()
    noticeInput.sendCompleted()
  }

  /// The value called `name`, if there is one.
  public func value(named name: String) -> SandboxValue? {
    values.first { $0.name == name }
  }

  /// The binding of the member `target`, if there is one.
  public func binding(of target: String) -> SandboxBinding? {
    bindings.first { $0.target == target }
  }

  /// Runs one line: `let NAME = …`, `bind MEMBER <~ …` or `unbind MEMBER`. Throws,
  /// changing nothing, when the line does not parse or check.
  @discardableResult
  public func run(_ line: String) throws(SandboxError) -> SandboxOutcome {
    switch try Parser.statement(line) {
    case .define(let definition):
      return commit(try prepare(definition, line: line))
    case .bind(let target, let targetRange, let source):
      return commit(try prepare(bind: target, at: targetRange, source: source, line: line))
    case .unbind(let target, let targetRange):
      let index = try bindingIndex(of: target, at: targetRange)
      bindings.remove(at: index).dispose()
      return .unbound(target: target)
    }
  }

  /// Checks one line as `run` would, changing nothing: throws what `run` would throw.
  public func check(_ line: String) throws(SandboxError) {
    switch try Parser.statement(line) {
    case .define(let definition):
      _ = try prepare(definition, line: line)
    case .bind(let target, let targetRange, let source):
      _ = try prepare(bind: target, at: targetRange, source: source, line: line)
    case .unbind(let target, let targetRange):
      _ = try bindingIndex(of: target, at: targetRange)
    }
  }

  /// Ends every binding and disposes every value.
  public func removeAll() {
    for binding in bindings.reversed() { binding.dispose() }
    for value in values.reversed() { value.dispose() }
    bindings = []
    values = []
  }

  private var environment: CheckingEnvironment {
    CheckingEnvironment(
      values: values.map { ($0.name, $0.type, $0.members) }, sources: sources,
      services: services, fields: fields)
  }

  // MARK: let

  /// A definition checked, with the values and bindings to rebuild on it, checked too.
  private struct PreparedDefinition {
    let definition: Statement.Definition
    let line: String
    let checked: CheckedDefinition
    let dependents: [(value: SandboxValue, checked: CheckedDefinition)]
    let bindings: [(binding: SandboxBinding, checked: CheckedBinding)]
  }

  private func prepare(_ definition: Statement.Definition, line: String) throws(SandboxError)
    -> PreparedDefinition
  {
    let name = definition.name
    var environment = environment
    let checked = try check(definition, line: line, in: environment)
    if checked.dependencies.contains(name) {
      throw SandboxError(
        "\(name) can't be defined from itself; give the new value another name",
        at: definition.value.range)
    }
    let dependents = values.reduce(into: [SandboxValue]()) { found, value in
      let names = [name] + found.map(\.name)
      if value.dependencies.contains(where: names.contains) { found.append(value) }
    }
    let dependentNames = dependents.map(\.name)
    if let cycle = checked.dependencies.first(where: dependentNames.contains) {
      throw SandboxError(
        "\(name) can't read \(cycle): \(cycle) is built on \(name)", at: definition.value.range)
    }
    environment = environment.with(name, as: checked.type, reading: checked.members)
    var rebuilt: [(value: SandboxValue, checked: CheckedDefinition)] = []
    for dependent in dependents {
      do {
        let again = try check(dependent.definition, line: dependent.line, in: environment)
        environment = environment.with(dependent.name, as: again.type, reading: again.members)
        rebuilt.append((dependent, again))
      } catch {
        throw SandboxError(
          "\(dependent.name) is built on \(name) and would no longer check: \(error.message)",
          at: definition.value.range)
      }
    }
    let changed = Set([name] + dependentNames)
    var rebound: [(binding: SandboxBinding, checked: CheckedBinding)] = []
    for binding in bindings where binding.dependencies.contains(where: changed.contains) {
      do {
        rebound.append(
          (
            binding,
            try check(
              bind: binding.target, at: binding.targetRange, source: binding.source,
              line: binding.line, in: environment)
          ))
      } catch {
        throw SandboxError(
          "the binding of \(binding.target) is built on \(name) and would no longer check: \(error.message)",
          at: definition.value.range)
      }
    }
    return PreparedDefinition(
      definition: definition, line: line, checked: checked, dependents: rebuilt, bindings: rebound)
  }

  private func commit(_ prepared: PreparedDefinition) -> SandboxOutcome {
    let name = prepared.definition.name
    // The furthest downstream first: a binding, then the values built on this one.
    for (binding, _) in prepared.bindings { binding.dispose() }
    bindings.removeAll { bound in prepared.bindings.contains { $0.binding === bound } }
    for (dependent, _) in prepared.dependents.reversed() { dependent.dispose() }
    let old = value(named: name)
    old?.dispose()
    let moved = Set([name] + prepared.dependents.map(\.value.name))
    values.removeAll { moved.contains($0.name) }

    let value = build(prepared.definition, line: prepared.line, prepared.checked)
    values.append(value)
    for (dependent, checked) in prepared.dependents {
      values.append(build(dependent.definition, line: dependent.line, checked))
    }
    for (binding, checked) in prepared.bindings {
      bindings.append(
        bind(
          binding.target, at: binding.targetRange, source: binding.source, line: binding.line,
          checked))
    }
    guard old != nil else { return .defined(value) }
    let rebuilt = prepared.dependents.map(\.value.name) + prepared.bindings.map(\.binding.target)
    return .redefined(value, rebuilt: rebuilt)
  }

  /// A definition checked: a constant (computed) or a pipeline (planned), its type, and
  /// the sandbox values it reads.
  private struct CheckedDefinition {
    enum Body {
      case constant(Any)
      case pipeline(PlannedValue)
    }

    let body: Body
    let type: SandboxValueType
    let dependencies: [String]
    /// The app members it reads, directly or through the values it reads.
    let members: Set<String>
  }

  private func check(
    _ definition: Statement.Definition, line: String, in environment: CheckingEnvironment
  ) throws(SandboxError) -> CheckedDefinition {
    let expression = definition.value
    if let root = expression.rootName, !["Int", "Double", "String", "Bool"].contains(root) {
      if let annotation = definition.annotation {
        throw SandboxError(
          "a type after the name is for a constant (let name: String? = nil); a pipeline's type comes from its operators",
          at: annotation.range)
      }
      let checker = PipelineChecker(
        environment: environment, faults: faultSink(for: definition.name, line: line))
      let planned = try checker.check(expression)
      return CheckedDefinition(
        body: .pipeline(planned), type: planned.type, dependencies: checker.usedValues,
        members: checker.usedMembers)
    }
    let annotated = definition.annotation?.type
    let constant = try ConstantEvaluation.check(expression, expecting: annotated, in: environment)
    var compiled = CompiledExpression.constant(constant.value, constant.type)
    if let annotated {
      guard let coerced = ValueChecker.coerce(compiled, to: annotated) else {
        throw SandboxError(
          "this is \(constant.type.phrase), but \(definition.name) is declared \(annotated)",
          at: expression.range)
      }
      compiled = coerced
    }
    return CheckedDefinition(
      body: .constant(compiled.evaluate([])),
      type: SandboxValueType(.settableProperty, of: compiled.type), dependencies: [], members: [])
  }

  private func build(_ definition: Statement.Definition, line: String, _ checked: CheckedDefinition)
    -> SandboxValue
  {
    let name = definition.name
    switch checked.body {
    case .constant(let constant):
      let property = checked.type.element.open(SettablePropertyMaker(value: constant))
      return SandboxValue(
        name: name, type: checked.type, line: line, definition: definition, dependencies: [],
        members: [], runtime: .property(property), property: property,
        disposable: CompositeDisposable())
    case .pipeline(let planned):
      let builder = makeBuilder()
      var built: SandboxValue?
      builder.build(planned) { runtime in
        switch runtime {
        case .property(let result):
          // A name alone makes a property of its own, so that this value has a name of
          // its own in the log.
          let property = planned.isSource ? Self.composed(result) : result
          built = SandboxValue(
            name: name, type: checked.type, line: line, definition: definition,
            dependencies: checked.dependencies, members: checked.members,
            runtime: .property(property), property: property,
            disposable: CompositeDisposable(builder.interrupters))
        case .stream(let stream):
          let end = StreamEndRecord()
          let (latest, observation) = observeLatest(of: stream, name: name, end: end)
          built = SandboxValue(
            name: name, type: checked.type, line: line, definition: definition,
            dependencies: checked.dependencies, members: checked.members, runtime: runtime,
            property: latest,
            disposable: CompositeDisposable([observation].compactMap { $0 } + builder.interrupters),
            streamEnd: end)
        }
      }
      return built!
    }
  }

  private func makeBuilder() -> PipelineBuilder {
    PipelineBuilder(context: context) { [unowned self] name in
      guard let value = self.value(named: name) else {
        preconditionFailure("the sandbox checked that \(name) exists")
      }
      return value.runtime
    }
  }

  /// A property of its own following `property`.
  private static func composed(_ property: any PropertyProtocol) -> any PropertyProtocol {
    func follow<Source: PropertyProtocol>(_ source: Source) -> any PropertyProtocol {
      Property(source)
    }
    return follow(property)
  }

  /// Observes `stream` into a property of its latest value (nil before the first),
  /// recording its end and telling the shell.
  private func observeLatest(
    of stream: any SignalProtocol, name: String, end: StreamEndRecord
  ) -> (any PropertyProtocol, Disposable?) {
    let notices = noticeInput
    func observe<Source: SignalProtocol>(_ source: Source) -> (any PropertyProtocol, Disposable?) {
      let latest = MutableProperty<Source.Value?>(nil)
      let observation = source.signal.observe { event in
        let ending: SandboxStreamEnd
        switch event {
        case .value(let value):
          latest.value = value
          return
        case .failed(let error): ending = .failed(error)
        case .completed: ending = .completed
        case .interrupted: ending = .interrupted
        }
        end.record(ending)
        notices.send(value: .ended(value: name, ending))
      }
      return (Property(capturing: latest), observation)
    }
    return observe(stream)
  }

  private func faultSink(for name: String, line: String) -> FaultSink {
    let notices = noticeInput
    let characters = Array(line)
    return FaultSink { problem, range, result in
      let lower = min(range.lowerBound, characters.count)
      let upper = min(range.upperBound, characters.count)
      let expression = String(characters[lower..<upper])
      notices.send(
        value: .fault(value: name, message: "\(problem) in \(expression); the result was \(result)")
      )
    }
  }

  // MARK: bind, unbind

  /// A binding checked: the target and the source's plan.
  private struct CheckedBinding {
    let target: any MutablePropertyProtocol
    let source: PlannedValue
    /// Whether the target holds optionals of what the source sends.
    let wrapsInOptional: Bool
    let dependencies: [String]
  }

  private struct PreparedBinding {
    let target: String
    let targetRange: Range<Int>
    let source: Expression
    let line: String
    let checked: CheckedBinding
  }

  private func prepare(
    bind target: String, at targetRange: Range<Int>, source: Expression, line: String
  ) throws(SandboxError) -> PreparedBinding {
    let checked = try check(
      bind: target, at: targetRange, source: source, line: line, in: environment)
    return PreparedBinding(
      target: target, targetRange: targetRange, source: source, line: line, checked: checked)
  }

  private func commit(_ prepared: PreparedBinding) -> SandboxOutcome {
    let replaced = binding(of: prepared.target)
    replaced?.dispose()
    bindings.removeAll { $0 === replaced }
    let binding = bind(
      prepared.target, at: prepared.targetRange, source: prepared.source, line: prepared.line,
      prepared.checked)
    bindings.append(binding)
    return .bound(binding, replaced: replaced != nil)
  }

  private func check(
    bind target: String, at targetRange: Range<Int>, source: Expression, line: String,
    in environment: CheckingEnvironment
  ) throws(SandboxError) -> CheckedBinding {
    guard let sources, sources.isAppOpen else {
      throw SandboxError("no app is open: bind drives a member of the open app", at: targetRange)
    }
    guard let member = sources.member(named: target) else {
      throw SandboxError(
        "the open app has no member '\(target)'\(NameHint.hint(for: target, in: sources.memberNames))",
        at: targetRange)
    }
    guard let settable = member.settable else {
      throw SandboxError(
        "\(target) is \(member.type.phrase), which can't be set: bind drives a settable member (a MutableProperty)",
        at: targetRange)
    }
    let checker = PipelineChecker(
      environment: environment, faults: faultSink(for: target, line: line))
    let planned = try checker.check(source)
    if let loop = checker.usedMembers.sorted().first(where: {
      $0 == target || sources.derivation(of: $0).contains(target)
    }) {
      let through = loop == target ? "" : ", which is derived from \(target),"
      throw SandboxError(
        "this reads \(loop)\(through) so every value it sets in \(target) would feed it again, without end",
        at: source.range)
    }
    let held = member.type.element
    let sent = planned.type.element
    guard sent == held || held.wrapped == sent else {
      throw SandboxError(
        "\(target) holds \(held.phrase), but this sends \(sent.phrase)", at: source.range)
    }
    guard planned.type.failure.isNever else {
      throw SandboxError(
        "bind needs a source that can't fail, and this is \(planned.type.phrase): a failure would end the binding",
        at: source.range)
    }
    return CheckedBinding(
      target: settable, source: planned, wrapsInOptional: sent != held,
      dependencies: checker.usedValues)
  }

  private func bind(
    _ target: String, at targetRange: Range<Int>, source: Expression, line: String,
    _ checked: CheckedBinding
  ) -> SandboxBinding {
    let builder = makeBuilder()
    var binding: Disposable?
    builder.build(checked.source) { runtime in
      binding = Self.bind(checked.target, to: runtime, wrappingInOptional: checked.wrapsInOptional)
    }
    return SandboxBinding(
      target: target, targetRange: targetRange, line: line, source: source,
      dependencies: checked.dependencies,
      disposable: CompositeDisposable([binding].compactMap { $0 } + builder.interrupters))
  }

  /// `target <~ source`: ReactiveCore's binding, the source's values made optional first
  /// (as its optional-target form of `<~` does) when the target holds optionals.
  private static func bind(
    _ target: any MutablePropertyProtocol, to source: RuntimeValue, wrappingInOptional: Bool
  ) -> Disposable? {
    let producer: Any
    switch source {
    case .property(let property):
      func propertyProducer<Source: PropertyProtocol>(_ source: Source) -> Any {
        wrappingInOptional ? source.producer.map { Optional.some($0) } : source.producer
      }
      producer = propertyProducer(property)
    case .stream(let stream):
      func streamProducer<Source: SignalProtocol>(_ source: Source) -> Any {
        let signal = source.signal as! Signal<Source.Value, Never>
        return wrappingInOptional ? signal.producer.map { Optional.some($0) } : signal.producer
      }
      producer = streamProducer(stream)
    }
    func bindTarget<Target: MutablePropertyProtocol>(_ target: Target) -> Disposable? {
      target <~ (producer as! SignalProducer<Target.Value, Never>)
    }
    return bindTarget(target)
  }

  private func bindingIndex(of target: String, at range: Range<Int>) throws(SandboxError) -> Int {
    if let index = bindings.firstIndex(where: { $0.target == target }) { return index }
    let targets = bindings.map(\.target)
    guard !targets.isEmpty else {
      throw SandboxError(
        "nothing is bound: bind makes a binding, as in bind searchText <~ name", at: range)
    }
    throw SandboxError(
      "\(target) has no binding\(NameHint.hint(for: target, in: targets)) (bound: \(targets.joined(separator: ", ")))",
      at: range)
  }
}

/// Makes the `MutableProperty` of a constant, of its Swift type.
private struct SettablePropertyMaker: NativeTypeVisitor {
  let value: Any

  func visit<T>(_ type: T.Type) -> any PropertyProtocol {
    MutableProperty(value as! T)
  }
}

extension PlannedValue {
  /// Whether the plan is a name alone (a sandbox value or an app member).
  fileprivate var isSource: Bool {
    switch plan {
    case .value, .member: return true
    default: return false
    }
  }
}
