import FixtureTestSupport
import Foundation
import MVVMPluginKit
import Workbench

/// Runs a session sample as a reader would type it into `mvvm --clock virtual`: a fresh
/// session with the built-in apps and offline backends, no environment variable but
/// `HOME`, no plugins, output laid out to the sample's width. Each line's prompt must be
/// the prompt the shell shows, and its output what the sample shows under it.
struct SampleSessionRun {
  /// The environment the session's backends see: only a home, so that messages name
  /// the credentials file as a reader's shell would.
  static let variables = ["HOME": "/home/you"]

  /// The built-in plugins as `mvvm` lists them, and no loaded one.
  static var plugins: Plugins { Plugins(builtIns: StandardPlugins.all) }

  /// Whether `line` writes a file the user names (`save`, `record=`, `--svg`,
  /// `--output`): a test may write only inside its own temporary directory, so such a
  /// sample is not run.
  static func writesFiles(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    return words.first == "save"
      || words.contains { $0.hasPrefix("record=") || $0 == "--svg" || $0 == "--output" }
  }

  /// The sample being run.
  let sample: SessionSample

  /// Nil when the session prints what the sample shows, else what differs first,
  /// followed by the whole session as the shell printed it, ready to paste in the page.
  func mismatch() -> String? {
    if let line = (sample.setup + sample.steps.map(\.command)).first(where: Self.writesFiles) {
      return
        "\(sample.page):\(sample.line): `\(line)` would write a file where the tests run; mark the sample `skip`"
    }
    let output = CapturedOutput()
    let width = sample.width
    let session = Session(
      console: Console(sink: output, usesColor: false, width: { width }),
      plugins: Self.plugins, clockMode: .virtual, variables: Self.variables)
    let interpreter = CommandInterpreter(session: session)
    for line in sample.setup {
      if case .failed(let message) = interpreter.execute(line) {
        return "\(sample.page):\(sample.line): the setup line `\(line)` failed: \(message)"
      }
    }
    var transcript: [String] = []
    var firstDifference: String?
    for step in sample.steps {
      // A line typed at a moment of the past may start a branch: the session is then
      // another one.
      let session = interpreter.session
      let prompt = session.perform { session.prompt }
      transcript.append(prompt + step.command)
      if firstDifference == nil, prompt != step.prompt + "> " {
        firstDifference =
          "\(sample.page):\(step.line): the sample shows the prompt `\(step.prompt)>`, the shell shows `\(prompt)`"
      }
      output.clear()
      if !step.command.isEmpty, case .failed(let message) = interpreter.execute(step.command) {
        session.console.error(message)
      }
      session.perform { session.console.flushTrace() }
      let printed = output.all
      transcript += printed
      if firstDifference == nil,
        let difference = SampleOutputMatch.difference(shown: step.expected, printed: printed)
      {
        firstDifference = "\(sample.page):\(step.line): after `\(step.command)`, \(difference)"
      }
    }
    interpreter.session.perform { interpreter.session.closeApp() }
    guard let firstDifference else { return nil }
    return ([firstDifference, "The shell printed:"] + transcript).joined(separator: "\n")
  }
}
