import Synchronization

/// Checks and computes a constant (the value of `let x = …`, `scan`'s initial value)
/// while the line is checked, so that a fault in it (`1 / 0`) refuses the line rather
/// than running with 0.
enum ConstantEvaluation {
  /// `expression` checked as a constant (reading no closure values) and computed.
  static func check(
    _ expression: Expression, expecting: SandboxType?, in environment: CheckingEnvironment
  ) throws(SandboxError) -> (value: Any, type: SandboxType) {
    let recorder = FaultRecorder()
    let compiled = try ValueChecker(
      context: .constant, environment: environment, faults: FaultSink(recorder.record)
    ).check(expression, expecting: expecting)
    let value = compiled.evaluate([])
    if let fault = recorder.first {
      throw SandboxError(fault.problem, at: fault.range)
    }
    return (value, compiled.type)
  }

  /// Keeps the first fault reported.
  private final class FaultRecorder: Sendable {
    private let fault = Mutex<(problem: String, range: Range<Int>)?>(nil)

    var first: (problem: String, range: Range<Int>)? {
      fault.withLock { $0 }
    }

    func record(_ problem: String, at range: Range<Int>, result: String) {
      fault.withLock { if $0 == nil { $0 = (problem, range) } }
    }
  }
}
