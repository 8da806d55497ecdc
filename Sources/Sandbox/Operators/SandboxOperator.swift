import ReactiveCore

/// An operator of the sandbox: its name and signature. Each form of an operator is one
/// small type conforming to one of the protocols below, whose `apply` is the library
/// call; `OperatorTable.forms` lists them. The generic parameters are the Swift types
/// of the values, so what runs is ReactiveCore's own operator on the app's own types.
protocol SandboxOperator: SendableMetatype {
  /// Its name (`throttle`).
  static var name: String { get }
  /// What it takes and makes.
  static var signature: OperatorSignature { get }
}

/// A stream operator whose result sends the receiver's type: `filter`, `throttle`.
protocol SignalPreservingOperator: SandboxOperator {
  /// The library call.
  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure>
}

/// A stream operator whose result sends another type: `map`, `scan`.
protocol SignalMappingOperator: SandboxOperator {
  /// The library call; `Result` is the Swift type of `arguments.resultElement`.
  static func apply<Value, Failure, Result>(
    _ signal: Signal<Value, Failure>, producing: Result.Type, _ arguments: OperatorArguments,
    _ context: OperatorContext
  ) -> Signal<Result, Failure>
}

/// A stream operator over two streams that fail with the same type: `merge(with:)`,
/// `combineLatest(with:)`.
protocol SignalCombiningOperator: SandboxOperator {
  /// The library call.
  static func apply<Value, Other, Failure>(
    _ signal: Signal<Value, Failure>, with other: Signal<Other, Failure>,
    _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> any SignalProtocol
}

/// A stream operator that starts a producer for each value: `flatMap`.
protocol SignalFlatteningOperator: SandboxOperator {
  /// The library call; `inner` makes the producer for a value.
  static func apply<Value, Failure, Inner, InnerFailure>(
    _ signal: Signal<Value, Failure>, _ strategy: FlattenStrategy,
    _ inner: @escaping (Value) -> SignalProducer<Inner, InnerFailure>
  ) -> any SignalProtocol
}

/// A property operator whose result holds the receiver's type: `skipRepeats`, `negate`.
protocol PropertyPreservingOperator: SandboxOperator {
  /// The library call.
  static func apply<Receiver: PropertyProtocol>(
    _ property: Receiver, _ arguments: OperatorArguments
  )
    -> Property<Receiver.Value>
}

/// A property operator whose result holds another type: `map`.
protocol PropertyMappingOperator: SandboxOperator {
  /// The library call; `Result` is the Swift type of `arguments.resultElement`.
  static func apply<Receiver: PropertyProtocol, Result>(
    _ property: Receiver, producing: Result.Type, _ arguments: OperatorArguments
  ) -> Property<Result>
}

/// A property operator over two properties: `combineLatest(with:)`, `and`, `or`.
protocol PropertyCombiningOperator: SandboxOperator {
  /// The library call.
  static func apply<Receiver: PropertyProtocol, Other: PropertyProtocol>(
    _ property: Receiver, with other: Other, _ arguments: OperatorArguments
  ) -> any PropertyProtocol
}
