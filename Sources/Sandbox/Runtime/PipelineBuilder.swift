import ReactiveCore

/// Builds a checked plan into ReactiveCore objects: each operator's library call applied
/// to the Swift types the values have, each property read as a stream started as its
/// producer.
///
/// Building is continuation-passing: a producer is started with `startWithSignal`, whose
/// run begins only after the setup returns, so the whole pipeline (and whatever observes
/// its end) is in place before a property's current value flows through it. Runs start
/// in the order a Swift pipeline would start them: the receiver's, then its sources'.
final class PipelineBuilder {
  private let context: OperatorContext
  private let values: (String) -> RuntimeValue
  /// What stops the runs the build started.
  private(set) var interrupters: [Disposable] = []

  /// A builder whose operators use `context` and which reads the sandbox's values
  /// through `values`.
  init(context: OperatorContext, values: @escaping (String) -> RuntimeValue) {
    self.context = context
    self.values = values
  }

  /// Builds `planned` and hands the result to `body`, before any run it started begins.
  func build(_ planned: PlannedValue, _ body: (RuntimeValue) -> Void) {
    switch planned.plan {
    case .value(let name):
      body(values(name))
    case .member(let member):
      switch member.source {
      case .property(let property): body(.property(property))
      case .signal(let signal): body(.stream(signal))
      case .producer(let producer): start(producer) { body(.stream($0)) }
      }
    case .stream(let inner):
      build(inner) { runtime in
        guard case .property(let property) = runtime else { return body(runtime) }
        start(property) { body(.stream($0)) }
      }
    case .operation(let operation):
      buildAll([operation.receiver] + operation.sources) { built in
        body(apply(operation, to: built))
      }
    }
  }

  /// Builds every plan and hands the results to `body`, in order. The last plan is
  /// built outermost: a run starts when its setup returns, so the first plan's run (the
  /// receiver's) starts first.
  private func buildAll(_ plans: [PlannedValue], _ body: ([RuntimeValue]) -> Void) {
    func step(_ index: Int, _ later: [RuntimeValue]) {
      guard index >= 0 else { return body(later) }
      build(plans[index]) { step(index - 1, [$0] + later) }
    }
    step(plans.count - 1, [])
  }

  private func start(_ property: any PropertyProtocol, _ body: (any SignalProtocol) -> Void) {
    func startProperty<Source: PropertyProtocol>(_ property: Source) {
      startRun(of: property.producer, body)
    }
    startProperty(property)
  }

  private func start(_ producer: any SignalProducerProtocol, _ body: (any SignalProtocol) -> Void) {
    func startProducer<Source: SignalProducerProtocol>(_ producer: Source) {
      startRun(of: producer.producer, body)
    }
    startProducer(producer)
  }

  private func startRun<Value, Failure>(
    of producer: SignalProducer<Value, Failure>, _ body: (any SignalProtocol) -> Void
  ) {
    producer.startWithSignal { signal, interrupter in
      interrupters.append(interrupter)
      body(signal)
    }
  }

  // MARK: Applying operators

  private func apply(_ operation: PlannedOperation, to built: [RuntimeValue]) -> RuntimeValue {
    let arguments = operation.arguments
    switch operation.form {
    case .propertyPreserving(let form):
      func preserveProperty<Receiver: PropertyProtocol>(_ property: Receiver)
        -> any PropertyProtocol
      {
        form.apply(property, arguments)
      }
      let first = built[0].property
      return .property(preserveProperty(first))
    case .propertyMapping(let form):
      func mapProperty<Receiver: PropertyProtocol>(_ property: Receiver) -> any PropertyProtocol {
        arguments.resultElement.open(
          PropertyMapping(form: form, property: property, arguments: arguments))
      }
      let first = built[0].property
      return .property(mapProperty(first))
    case .propertyCombining(let form):
      func combineProperties<Receiver: PropertyProtocol, Other: PropertyProtocol>(
        _ property: Receiver, _ other: Other
      ) -> any PropertyProtocol {
        form.apply(property, with: other, arguments)
      }
      let first = built[0].property
      let second = built[1].property
      return .property(combineProperties(first, second))
    case .signalPreserving(let form):
      func preserveSignal<Receiver: SignalProtocol>(_ signal: Receiver) -> any SignalProtocol {
        form.apply(signal.signal, arguments, context)
      }
      let first = built[0].stream
      return .stream(preserveSignal(first))
    case .signalMapping(let form):
      let context = context
      func mapSignal<Receiver: SignalProtocol>(_ signal: Receiver) -> any SignalProtocol {
        arguments.resultElement.open(
          SignalMapping(form: form, signal: signal.signal, arguments: arguments, context: context))
      }
      let first = built[0].stream
      return .stream(mapSignal(first))
    case .signalCombining(let form):
      let failure = operation.type.failure
      let receiver = Self.promote(built[0].stream, to: failure)
      let other = Self.promote(built[1].stream, to: failure)
      func combineSignals<Receiver: SignalProtocol, Other: SignalProtocol>(
        _ signal: Receiver, _ other: Other
      )
        -> any SignalProtocol
      {
        form.apply(
          signal.signal, with: other.signal as! Signal<Other.Value, Receiver.Error>, arguments,
          context)
      }
      return .stream(combineSignals(receiver, other))
    case .signalFlattening(let form):
      let invocation = arguments.serviceCall!
      func flattenSignal<Receiver: SignalProtocol>(_ signal: Receiver) -> any SignalProtocol {
        arguments.resultElement.open(
          Flattening(
            form: form, signal: signal.signal, strategy: arguments.strategy, invocation: invocation
          ))
      }
      let first = built[0].stream
      return .stream(flattenSignal(first))
    }
  }

  /// `signal` made to fail with `failure`: promoted when it cannot fail, its error made
  /// `any Error` when it fails with another type. (What Swift code combining the two
  /// would write: `promoteError`, `mapError`.)
  static func promote(_ signal: any SignalProtocol, to failure: SandboxFailureType)
    -> any SignalProtocol
  {
    func open<Source: SignalProtocol>(_ source: Source) -> any SignalProtocol {
      if Source.Error.self == failure.swiftType { return source }
      if let never = source.signal as? Signal<Source.Value, Never> {
        func promoted<Failure: Error>(_: Failure.Type) -> any SignalProtocol {
          never.promoteError(Failure.self)
        }
        return promoted(failure.swiftType)
      }
      return source.signal.mapError { $0 as any Error }
    }
    return open(signal)
  }

  private struct PropertyMapping<Receiver: PropertyProtocol>: NativeTypeVisitor {
    let form: any PropertyMappingOperator.Type
    let property: Receiver
    let arguments: OperatorArguments

    func visit<Result>(_ type: Result.Type) -> any PropertyProtocol {
      form.apply(property, producing: type, arguments)
    }
  }

  private struct SignalMapping<Value, Failure: Error>: NativeTypeVisitor {
    let form: any SignalMappingOperator.Type
    let signal: Signal<Value, Failure>
    let arguments: OperatorArguments
    let context: OperatorContext

    func visit<Result>(_ type: Result.Type) -> any SignalProtocol {
      form.apply(signal, producing: type, arguments, context)
    }
  }

  private struct Flattening<Value, Failure: Error>: NativeTypeVisitor {
    let form: any SignalFlatteningOperator.Type
    let signal: Signal<Value, Failure>
    let strategy: FlattenStrategy
    let invocation: ServiceInvocation

    func visit<Inner>(_ type: Inner.Type) -> any SignalProtocol {
      func withFailure<InnerFailure: Error>(_: InnerFailure.Type) -> any SignalProtocol {
        form.apply(signal, strategy) { value in
          invocation.producer(for: value) as! SignalProducer<Inner, InnerFailure>
        }
      }
      return withFailure(invocation.call.failure.swiftType)
    }
  }
}

extension RuntimeValue {
  /// The property; the checker planned one here.
  fileprivate var property: any PropertyProtocol {
    guard case .property(let property) = self else {
      preconditionFailure("the sandbox planned a property here")
    }
    return property
  }

  /// The stream; the checker planned one here.
  fileprivate var stream: any SignalProtocol {
    guard case .stream(let stream) = self else {
      preconditionFailure("the sandbox planned a stream here")
    }
    return stream
  }
}
