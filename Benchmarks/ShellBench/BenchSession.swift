import Dispatch
import FlickrBackends
import Foundation
import LoginBackends
import Model
import TwitterBackends
import ViewModels
import Workbench

/// A real shell session run in-process on the virtual clock, built as `mvvm` builds its
/// own (every backend registered, the built-in apps), printing into a `CountingSink`.
final class BenchSession {
  /// Where the session's output goes.
  let sink = CountingSink()
  /// The interpreter every line goes through.
  let interpreter: CommandInterpreter

  /// A fresh session on the virtual clock.
  init() {
    let queue = DispatchQueue(label: "shell-bench.session")
    let clock = SessionClock(queue: queue, mode: .virtual)
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: clock, variables: [:]))
    FlickrBackends.register(into: registry)
    TwitterBackends.register(into: registry)
    LoginBackends.register(into: registry)
    let session = Session(
      queue: queue, clock: clock, console: Console(sink: sink, usesColor: false),
      apps: BuiltInApps.all, backends: registry)
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

  /// The focused view-model, as `T`.
  func focus<T>(as type: T.Type) -> T? {
    interpreter.session.perform { interpreter.session.focus as? T }
  }

  /// Closes the open app on the session queue, releasing its view-models.
  func close() {
    interpreter.session.perform { interpreter.session.closeApp() }
  }
}
