import ReactiveCore

/// `debounce(500ms)`: ReactiveCore's `debounce(_:on:)` on the host's scheduler.
enum SignalDebounce: SignalPreservingOperator {
  static let name = "debounce"
  static let signature = OperatorSignature(
    parameters: [.duration], result: .receiverElement, example: "debounce(500ms)",
    summary: "a value once the interval passes without a newer one")

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    signal.debounce(arguments.duration, on: context.scheduler)
  }
}
