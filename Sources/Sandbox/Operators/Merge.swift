import ReactiveCore

/// `merge(with: other)`: ReactiveCore's `Signal.merge(with:)`, the values of both as
/// they come.
enum SignalMerge: SignalCombiningOperator {
  static let name = "merge"
  static let signature = OperatorSignature(
    parameters: [.source(label: "with", .sameElement)], result: .receiverElement,
    example: "merge(with: other)", summary: "the values of both, as they come")

  static func apply<Value, Other, Failure>(
    _ signal: Signal<Value, Failure>, with other: Signal<Other, Failure>,
    _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> any SignalProtocol {
    signal.merge(with: other as! Signal<Value, Failure>)
  }
}
