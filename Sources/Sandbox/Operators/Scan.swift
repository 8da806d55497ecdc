import ReactiveCore

/// `scan(0) { $0 + $1 }`: ReactiveCore's `scan`, the running result of the closure.
enum SignalScan: SignalMappingOperator {
  static let name = "scan"
  static let signature = OperatorSignature(
    parameters: [.initialValue, .closure(.accumulator)], result: .initialValue,
    example: "scan(0) { $0 + $1.count }",
    summary: "the closure of the result so far and each value")

  static func apply<Value, Failure, Result>(
    _ signal: Signal<Value, Failure>, producing: Result.Type, _ arguments: OperatorArguments,
    _ context: OperatorContext
  ) -> Signal<Result, Failure> {
    let combine = arguments.closure
    return signal.scan(arguments.initialValue as! Result) { combine($0, $1) as! Result }
  }
}
