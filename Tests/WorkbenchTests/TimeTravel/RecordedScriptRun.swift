import Testing

@testable import Workbench

/// A lesson file or a tour (`tour NAME`) run as a script in a fresh shell, one line after
/// another, keeping the log and state after each line the script typed: what the
/// time-travel exactness tests compare each replay with. A line another ran (`type`,
/// `next`) has no state of its own here; it is compared after the line that ran it.
struct RecordedScriptRun {
  /// The shell the script ran in.
  let shell: ShellHarness
  /// The runner that typed the lines, kept alive with the run: a tour's guide holds the
  /// runner that started it weakly.
  let runner: ScriptRunner
  /// The session's history once the script ended.
  let records: [LineRecord]
  /// The log and state right after each line the script typed, by line number.
  let states: [Int: TimeTravelExactnessTests.LineState]

  /// The session the script started in (a branch the script started at a moment of the
  /// past is served afterwards; this stays the session whose history the script made).
  let session: Session

  /// Runs the script `name`: a file of `ScriptTests.lessons`, or `tour NAME`.
  init(_ name: String) throws {
    let lines: [String]
    if name.hasPrefix("tour ") {
      lines = try #require(TourTests.tours.script(named: String(name.dropFirst(5))))
    } else {
      let text = try String(
        contentsOf: ScriptTests.lessons.appendingPathComponent(name), encoding: .utf8)
      lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let shell = ShellHarness(includesStandardApps: true)
    let session = shell.interpreter.session
    var states: [Int: TimeTravelExactnessTests.LineState] = [:]
    var remaining = lines.makeIterator()
    func captureLastLine() {
      session.perform {
        if let last = session.history.records.last, states[last.number] == nil {
          states[last.number] = TimeTravelExactnessTests.LineState(of: session)
        }
      }
    }
    runner = ScriptRunner(interpreter: shell.interpreter, sourceName: name, keepsGoing: true)
    _ = runner.run {
      captureLastLine()
      return remaining.next()
    }
    captureLastLine()
    self.shell = shell
    self.session = session
    self.states = states
    records = session.perform { session.history.records }
  }

  /// Expects `rebuilt`, a replay of the script's session to `record`'s line, to have
  /// replayed without divergence and to read as the run did right after that line: the
  /// same log and the same state. `name` names the script in failures.
  func expectRebuilt(
    _ rebuilt: ReplayedSession, at record: LineRecord, of name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      rebuilt.divergences.isEmpty, "\(name):\(record.number): \(rebuilt.divergences)",
      sourceLocation: sourceLocation)
    let moment = rebuilt.session.perform {
      TimeTravelExactnessTests.LineState(of: rebuilt.session)
    }
    let expected = try #require(states[record.number], sourceLocation: sourceLocation)
    #expect(
      moment.events == expected.events,
      "\(name): the log after line \(record.number) (\(record.line)) differs",
      sourceLocation: sourceLocation)
    #expect(
      moment.state == expected.state,
      "\(name): the state after line \(record.number) (\(record.line)) differs",
      sourceLocation: sourceLocation)
  }
}
