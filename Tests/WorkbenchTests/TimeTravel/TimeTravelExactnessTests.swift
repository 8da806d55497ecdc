import FixtureTestSupport
import Foundation
import Testing

@testable import Workbench

/// Time travel is exact by construction: every lesson and every tour, run as a script,
/// is rebuilt at every one of its lines by replaying the lines before it into a fresh
/// session, and the rebuilt session's log and state are the original's at that line,
/// event for event.
@Suite struct TimeTravelExactnessTests {
  /// What a session was at one line: its whole log and a snapshot of its state. An
  /// event's stage identifier (numbered across the process) and its delivery turn (lines
  /// about the shell, which are not replayed, take turns too) are left out: neither is
  /// printed. Causes are numbered by position in the log.
  struct LineState: Equatable {
    let events: [String]
    let state: [String]

    init(of session: Session) {
      let logged = session.eventLog.events
      let position = Dictionary(
        logged.enumerated().map { ($1.sequence, $0 + 1) }, uniquingKeysWith: { first, _ in first })
      events = logged.map {
        let kind = "\($0.kind)".replacingOccurrences(
          of: "stage: [0-9]+, ", with: "", options: .regularExpression)
        let cause = $0.cause.map { position[$0].map(String.init) ?? "dropped" } ?? "-"
        return "\(position[$0.sequence] ?? 0) \($0.timeText) \($0.subject) \(kind)"
          + " \($0.value ?? "-") ← \(cause)\($0.isView ? " view" : "")"
      }
      let snapshot = SessionSnapshot(of: session)
      state =
        ["screens: \(snapshot.screens)"] + snapshot.members.map { "\($0.name) = \($0.value)" }
        + ["requests: \(snapshot.requests)"]
    }
  }

  /// The scripts: every lesson, then every tour the built-in plugins register.
  static let scripts: [String] =
    ScriptTests.tutorialScripts + TourTests.tours.names.map { "tour \($0)" }

  @Test(arguments: scripts) func everyLineReplaysToTheSameLogAndState(_ name: String) throws {
    let run = try RecordedScriptRun(name)
    let session = run.session
    var replayedEvents = 0
    var compared = 0
    // A line another ran (`type`, `next`) is compared after the line that ran it.
    for record in run.records where run.states[record.number] != nil {
      let rebuilt = try session.perform {
        try SessionReplay(original: session).replay(to: .line(record.number), label: "test")
      }
      defer { rebuilt.end() }
      try run.expectRebuilt(rebuilt, at: record, of: name)
      compared += 1
      replayedEvents = rebuilt.eventsReplayed
    }
    #expect(compared > 3, "\(name): \(compared) lines compared")
    let logged = session.perform { session.eventLog.appendedCount }
    #expect(replayedEvents == logged)
  }
}
