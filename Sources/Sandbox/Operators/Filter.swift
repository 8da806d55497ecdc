import ReactiveCore

/// `filter { … }`: ReactiveCore's `filter`. A property has no `filter`; under it a
/// property is read as its producer.
enum SignalFilter: SignalPreservingOperator {
  static let name = "filter"
  static let signature = OperatorSignature(
    parameters: [.closure(.predicate)], result: .receiverElement,
    example: "filter { $0.count > 3 }", summary: "only the values for which the closure is true")

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    let isIncluded = arguments.closure
    return signal.filter { isIncluded($0) as! Bool }
  }
}
