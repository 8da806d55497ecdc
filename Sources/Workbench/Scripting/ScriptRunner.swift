/// Runs a script in the shell's language line by line: `mvvm --script FILE`, or commands
/// on a standard input that is not a terminal. Stops at the first failure unless told to
/// keep going; a failure is reported as `FILE:LINE: message`.
public struct ScriptRunner {
  /// The interpreter that runs each line.
  let interpreter: CommandInterpreter
  /// The name used in failure reports (`demo.mvvm`, `<stdin>`).
  let sourceName: String
  /// Whether to run every line even after a failure.
  let keepsGoing: Bool

  /// A runner for lines from `sourceName`.
  public init(interpreter: CommandInterpreter, sourceName: String, keepsGoing: Bool) {
    self.interpreter = interpreter
    self.sourceName = sourceName
    self.keepsGoing = keepsGoing
  }

  /// Runs the lines `nextLine` returns until it returns nil (or `quit`). Returns
  /// `.success` when every line succeeded, else `.failure`.
  public func run(_ nextLine: () -> String?) -> ExitCode {
    let console = interpreter.session.console
    var lineNumber = 0
    var failures = 0
    while let line = nextLine() {
      lineNumber += 1
      switch interpreter.execute(line) {
      case .succeeded: continue
      case .quit: return failures == 0 ? .success : .failure
      case .failed(let message):
        failures += 1
        console.error("\(sourceName):\(lineNumber): \(message)")
        guard keepsGoing else { return .failure }
      }
    }
    if failures > 0 {
      console.error("\(sourceName): \(failures) \(failures == 1 ? "line" : "lines") failed")
    }
    return failures == 0 ? .success : .failure
  }

  /// Runs `lines` (a whole script).
  public func run(lines: [String]) -> ExitCode {
    var iterator = lines.makeIterator()
    return run { iterator.next() }
  }
}
