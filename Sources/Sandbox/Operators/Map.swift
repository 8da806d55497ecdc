import ReactiveCore

/// `map { … }` on a property: ReactiveCore's `Property.map`, a property holding the
/// closure's result.
enum PropertyMap: PropertyMappingOperator {
  static let name = "map"
  static let signature = OperatorSignature(
    parameters: [.closure(.transform)], result: .closureResult,
    example: "map { \"Hello, \" + $0 }", summary: "the closure's result for each value")

  static func apply<Receiver: PropertyProtocol, Result>(
    _ property: Receiver, producing: Result.Type, _ arguments: OperatorArguments
  ) -> Property<Result> {
    let transform = arguments.closure
    return property.map { transform($0) as! Result }
  }
}

/// `map { … }` on a stream: ReactiveCore's `Signal.map`.
enum SignalMap: SignalMappingOperator {
  static let name = "map"
  static let signature = PropertyMap.signature

  static func apply<Value, Failure, Result>(
    _ signal: Signal<Value, Failure>, producing: Result.Type, _ arguments: OperatorArguments,
    _ context: OperatorContext
  ) -> Signal<Result, Failure> {
    let transform = arguments.closure
    return signal.map { transform($0) as! Result }
  }
}
