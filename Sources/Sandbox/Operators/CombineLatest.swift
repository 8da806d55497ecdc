import ReactiveCore

/// `combineLatest(with: other)` on two properties: ReactiveCore's
/// `Property.combineLatest(with:)`, a property holding both latest values as a pair.
enum PropertyCombineLatest: PropertyCombiningOperator {
  static let name = "combineLatest"
  static let signature = OperatorSignature(
    parameters: [.source(label: "with", .anyElement)], result: .pairWithSource,
    example: "combineLatest(with: other)",
    summary: "pairs of the latest values of both, once each has one")

  static func apply<Receiver: PropertyProtocol, Other: PropertyProtocol>(
    _ property: Receiver, with other: Other, _ arguments: OperatorArguments
  ) -> any PropertyProtocol {
    property.combineLatest(with: other)
  }
}

/// `combineLatest(with: other)` with a stream on either side: ReactiveCore's
/// `Signal.combineLatest(with:)`.
enum SignalCombineLatest: SignalCombiningOperator {
  static let name = "combineLatest"
  static let signature = PropertyCombineLatest.signature

  static func apply<Value, Other, Failure>(
    _ signal: Signal<Value, Failure>, with other: Signal<Other, Failure>,
    _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> any SignalProtocol {
    signal.combineLatest(with: other)
  }
}
