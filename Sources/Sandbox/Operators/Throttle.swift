import ReactiveCore

/// `throttle(1s)`: ReactiveCore's `throttle(_:on:)` on the host's scheduler.
enum SignalThrottle: SignalPreservingOperator {
  static let name = "throttle"
  static let signature = OperatorSignature(
    parameters: [.duration], result: .receiverElement, example: "throttle(1s)",
    summary: "the first value at once, then the latest at most once an interval")

  static func apply<Value, Failure>(
    _ signal: Signal<Value, Failure>, _ arguments: OperatorArguments, _ context: OperatorContext
  ) -> Signal<Value, Failure> {
    signal.throttle(arguments.duration, on: context.scheduler)
  }
}
