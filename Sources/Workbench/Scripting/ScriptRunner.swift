/// Runs a script in the shell's language line by line: `mvvm --script FILE`, or commands
/// on a standard input that is not a terminal. Lines starting with `|` under a command
/// are the output it must print (`ExpectedOutput`). Stops at the first failure unless
/// told to keep going; a failure is reported as `FILE:LINE: message`.
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
    var printed: [String]? = nil
    var expected: ExpectedOutput? = nil
    func check() -> Bool {
      defer { expected = nil }
      guard let check = expected else { return true }
      let message =
        printed.map { check.mismatch(with: $0) }
        ?? ["| lines must follow a command whose output they expect"]
      guard let message else { return true }
      failures += 1
      console.error("\(sourceName):\(check.firstLine): \(message[0])")
      for line in message.dropFirst() { console.error(line) }
      return keepsGoing
    }
    while let line = nextLine() {
      lineNumber += 1
      if ExpectedOutput.isCheck(line) {
        if expected == nil { expected = ExpectedOutput(firstLine: lineNumber) }
        expected?.append(line)
        continue
      }
      guard check() else { return .failure }
      let outcome = interpreter.execute(line)
      if !Self.isBlankOrComment(line) { printed = console.recentResults }
      switch outcome {
      case .succeeded: continue
      case .quit: return failures == 0 ? .success : .failure
      case .failed(let message):
        failures += 1
        printed = nil
        console.error("\(sourceName):\(lineNumber): \(message)")
        guard keepsGoing else { return .failure }
      }
    }
    guard check() else { return .failure }
    if failures > 0 {
      console.error("\(sourceName): \(failures) \(failures == 1 ? "line" : "lines") failed")
    }
    return failures == 0 ? .success : .failure
  }

  private static func isBlankOrComment(_ line: String) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    return text.isEmpty || text.first == "#"
  }

  /// Runs `lines` (a whole script).
  public func run(lines: [String]) -> ExitCode {
    var iterator = lines.makeIterator()
    return run { iterator.next() }
  }
}
