import FixtureTestSupport
import Foundation
import MVVMPluginKit
import Model
import ReactiveCore
import ViewModelKit
import Workbench

/// A shell session for tests: captured output, the virtual clock by default, the sample
/// apps (and the standard apps when asked for) and every built-in backend registered,
/// output laid out to `width` columns.
final class ShellHarness {
  let output = CapturedOutput()
  let session: Session
  let interpreter: CommandInterpreter

  init(
    clock: SessionClock.Mode = .virtual, failWith failure: String? = nil,
    includesStandardApps: Bool = false, width: Int = 80, usesColor: Bool = false,
    takeInterrupt: @escaping @Sendable () -> Bool = { false },
    extraApps: [AppDefinition] = []
  ) {
    // Registered once, when the session loads its plugins.
    nonisolated(unsafe) let extraApps = extraApps
    let samples = BuiltInPlugin(name: "ShellHarness") { registrar in
      registrar.register(
        app: AppDefinition(name: "sample", summary: "a sample search") { services in
          SampleSearchViewModel(
            scheduler: services.scheduler, push: services.push, failWith: failure)
        })
      registrar.register(
        app: AppDefinition(name: "empty", summary: "a view-model with nothing") { _ in
          EmptyViewModel()
        })
      for app in extraApps { registrar.register(app: app) }
    }
    let plugins = Plugins(
      builtIns: StandardPlugins.backends + [samples]
        + (includesStandardApps ? StandardPlugins.apps : []))
    session = Session(
      console: Console(sink: output, usesColor: usesColor, width: { width }), plugins: plugins,
      clockMode: clock, takeInterrupt: takeInterrupt)
    interpreter = CommandInterpreter(session: session)
  }

  /// Runs `line` and returns what it printed (result, live and error lines).
  @discardableResult
  func run(_ line: String) -> (outcome: LineOutcome, printed: [String]) {
    output.clear()
    let outcome = interpreter.execute(line)
    return (outcome, output.all)
  }

  /// Runs every line, expecting each to succeed; returns everything printed.
  @discardableResult
  func runAll(_ lines: [String]) -> [String] {
    output.clear()
    var printed: [String] = []
    for line in lines {
      let before = output.all.count
      let outcome = interpreter.execute(line)
      precondition(
        outcome == .succeeded, "\(line) failed: \(outcome) after \(output.all[before...])")
      printed = output.all
    }
    return printed
  }

  /// The message of a failing line.
  func failure(_ line: String) -> String? {
    if case .failed(let message) = interpreter.execute(line) { return message }
    return nil
  }
}

/// A view-model with no members.
final class EmptyViewModel: ViewModel {
  var displayTitle: String? { nil }
}
