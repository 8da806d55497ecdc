/// Where a closure reports a fault it met while running (an integer overflow, a division
/// by zero, a text too long): Swift would stop the program; the sandbox reports it and
/// goes on with a stand-in result (0, ""). The sandbox turns a report into a notice
/// naming the value and quoting the expression.
struct FaultSink {
  /// Takes the problem, the expression's place in the line and the stand-in result.
  let deliver: (_ problem: String, _ range: Range<Int>, _ result: String) -> Void

  /// A sink handing reports to `deliver`.
  init(_ deliver: @escaping (_ problem: String, _ range: Range<Int>, _ result: String) -> Void) {
    self.deliver = deliver
  }

  /// Reports `problem` met in the expression at `range`, which gave `result` instead.
  func report(_ problem: String, at range: Range<Int>, result: String = "0") {
    deliver(problem, range, result)
  }
}
