import Dispatch
import FixtureTestSupport
import Foundation
import Workbench

/// A real shell session run in-process on the virtual clock, built as `mvvm` builds its
/// own (the built-in plugins), printing into a `CountingSink`.
final class BenchSession {
  /// Where the session's output goes.
  let sink = CountingSink()
  /// The interpreter every line goes through.
  let interpreter: CommandInterpreter

  /// The built-in plugins, taken for each session as mvvm takes them at start-up.
  private static var plugins: Plugins { Plugins(builtIns: StandardPlugins.all) }

  /// A fresh session on the virtual clock.
  init() {
    let session = Session(
      console: Console(sink: sink, usesColor: false), plugins: Self.plugins, clockMode: .virtual)
    interpreter = CommandInterpreter(session: session)
  }

  /// Runs `lines` in order; a failing line stops the benchmark with its message.
  func run(_ lines: String...) {
    for line in lines { run(line: line) }
  }

  /// Runs one line; a failure stops the benchmark with its message.
  func run(line: String) {
    if case .failed(let message) = interpreter.execute(line) {
      FileHandle.standardError.write(Data("shell-bench: '\(line)' failed: \(message)\n".utf8))
      exit(1)
    }
  }

  /// The lines `line` printed, as one text; a failing line stops the benchmark.
  func reading(_ line: String) -> String {
    let before = sink.lines
    run(line: line)
    return sink.recent.suffix(sink.lines - before).joined(separator: "\n")
  }

  /// The focused view-model, as `T`.
  func focus<T>(as type: T.Type) -> T? {
    interpreter.session.perform { interpreter.session.focus as? T }
  }

  /// Closes the open app on the session queue, releasing its view-models.
  func close() {
    interpreter.session.perform { interpreter.session.closeApp() }
  }
}
