import Foundation

/// Runs a script in the shell's language line by line: `mvvm --script FILE`, or commands
/// on a standard input that is not a terminal. Lines starting with `|` under a command
/// are the output it must print (`ExpectedOutput`). Stops at the first failure unless
/// told to keep going; a failure is reported as `FILE:LINE: message`. After a `step` line
/// (a tour run as a test), each `expect` waits until it holds, as the tour would.
public struct ScriptRunner {
  /// How a script is presented to an audience.
  public struct Presentation: Sendable {
    /// `--echo`: print each line after the prompt, as if typed, before its output.
    public var echoesLines = false
    /// `--step`: show each line, dimmed, and wait for Enter before it runs.
    public var waitsBeforeEachLine = false
    /// Waits for Enter (`pause`, `--step`) and returns what was typed before it, or nil
    /// when the input ended; nil where nobody can press it (a test).
    public var waitForEnter: (@Sendable () -> String?)?

    /// Nothing shown beyond the output, nothing waited for.
    public init() {}
  }

  /// The interpreter that runs each line.
  let interpreter: CommandInterpreter
  /// The name used in failure reports (`demo.mvvm`, `<stdin>`).
  let sourceName: String
  /// Whether to run every line even after a failure.
  let keepsGoing: Bool
  /// Echo, stepping and pauses.
  let presentation: Presentation

  /// A runner for lines from `sourceName`.
  public init(
    interpreter: CommandInterpreter, sourceName: String, keepsGoing: Bool,
    presentation: Presentation = Presentation()
  ) {
    self.interpreter = interpreter
    self.sourceName = sourceName
    self.keepsGoing = keepsGoing
    self.presentation = presentation
  }

  /// Runs the lines `nextLine` returns until it returns nil (or `quit`). Returns
  /// `.success` when every line succeeded, else `.failure`.
  public func run(_ nextLine: () -> String?) -> ExitCode {
    let session = interpreter.session
    let console = session.console
    var lineNumber = 0
    var failures = 0
    var isInStep = false
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
      let word = Tokenizer.firstWord(of: line)
      if word == StepCommand.name { isInStep = true }
      guard present(line, word: word) else { return failures == 0 ? .success : .failure }
      let outcome =
        isInStep && word == ExpectCommand.name
        ? interpreter.executeOnceItHolds(line) : interpreter.execute(line)
      if !word.isEmpty && !word.hasPrefix("#") { printed = console.recentResults }
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

  /// Runs `lines` (a whole script).
  public func run(lines: [String]) -> ExitCode {
    var iterator = lines.makeIterator()
    return run { iterator.next() }
  }

  /// Waits for Enter where asked to, and echoes the line, before it runs. Returns false
  /// when the audience asked to stop (`q`, or the end of input, under `--step`).
  private func present(_ line: String, word: String) -> Bool {
    guard !word.isEmpty, !word.hasPrefix("#") else { return true }
    let console = interpreter.session.console
    if let waitForEnter = presentation.waitForEnter {
      if presentation.waitsBeforeEachLine {
        // One Enter a line, `pause` included: the line to come is shown, so the screen
        // never waits blank.
        console.result(
          console.styled("next: \(line)", .dim) + "  "
            + console.styled("(Enter: run it, q: quit)", .dim))
        guard let answer = waitForEnter(), answer.trimmingCharacters(in: .whitespaces) != "q"
        else { return false }
      } else if word == PauseCommand.name {
        console.result(console.styled("(press Enter to go on)", .dim))
        _ = waitForEnter()
      }
    }
    // `type` shows its own line as typed; narration is not a typed line.
    let isDirective = TourScript.directives.contains(word)
    if presentation.echoesLines && !isDirective {
      let session = interpreter.session
      console.wholeResult(session.perform { session.prompt } + line)
    }
    return true
  }
}
