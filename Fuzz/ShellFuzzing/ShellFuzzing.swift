import FixtureTestSupport
import Foundation
import Workbench

/// Runs arbitrary bytes through the shell the way a script would: each line is parsed
/// and dispatched by a fresh session on the virtual clock with the offline backends; an
/// input whose first line is `#sandbox` is sandbox source instead (`SandboxFuzzing`).
/// The fuzzer and the corpus replay (`swift test`) both come through here; any trap or
/// hang is a bug in the shell.
public enum ShellFuzzing {
  /// The most lines of one input that are run; the rest is ignored, so one input stays
  /// quick however large the fuzzer makes it.
  public static let lineLimit = 64

  /// The built-in plugins, taken for each input as mvvm takes them at start-up.
  private static var plugins: Plugins { Plugins(builtIns: StandardPlugins.all) }

  /// Runs the lines of `input` (any bytes; invalid UTF-8 is repaired as standard input
  /// repairs it) in a new session and returns each line's outcome, up to `quit`.
  @discardableResult
  public static func run(_ input: Data) -> [LineOutcome] {
    let text = String(decoding: input, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineLimit)
    if lines.first == Substring(SandboxFuzzing.marker) {
      return SandboxFuzzing.run(Array(lines))
    }
    let output = CapturedOutput()
    let session = Session(
      console: Console(sink: output, usesColor: false), plugins: plugins, clockMode: .virtual)
    // Arbitrary lines must not write files wherever the fuzzer runs (save FILE).
    session.mayWriteFiles = false
    let interpreter = CommandInterpreter(session: session)
    var outcomes: [LineOutcome] = []
    for line in lines {
      outcomes.append(interpreter.execute(String(line)))
      if outcomes.last == .quit { break }
    }
    session.perform { session.closeApp() }
    return outcomes
  }
}
