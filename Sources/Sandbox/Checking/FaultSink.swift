/// Where a closure reports a fault it met while running (an integer overflow, a division
/// by zero): Swift would stop the program; the sandbox reports it and goes on with 0 as
/// the result. The sandbox turns a report into a notice naming the value and quoting the
/// expression.
struct FaultSink {
  /// Takes the problem and the expression's place in the line.
  let deliver: (_ problem: String, _ range: Range<Int>) -> Void

  /// A sink handing reports to `deliver`.
  init(_ deliver: @escaping (_ problem: String, _ range: Range<Int>) -> Void) {
    self.deliver = deliver
  }

  /// A sink that drops every report (checking alone, for tests and the fuzzer).
  static var ignoring: FaultSink { FaultSink { _, _ in } }

  /// Reports `problem` met in the expression at `range`.
  func report(_ problem: String, at range: Range<Int>) {
    deliver(problem, range)
  }
}
