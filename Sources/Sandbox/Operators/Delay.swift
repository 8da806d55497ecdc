import ReactiveCore

/// `delay(1s)`: ReactiveCore's `delay(_:on:)` on the host's scheduler.
enum SignalDelay: SignalPreservingOperator {
  static let name = "delay"
  static let signature = OperatorSignature(
    parameters: [.duration], result: .receiverElement, example: "delay(1s)",
    summary: "every value, the interval later")

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    signal.delay(arguments.duration, on: context.scheduler)
  }
}
