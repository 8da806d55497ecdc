import Foundation
import Model
import Testing

@testable import Workbench

/// Replay has no effects outside the session: pictures written to files are not written
/// again, and a backend that reaches outside (a server, a file) is refused by name. A
/// session on the real clock rewinds too, each line replayed at the time it was typed.
@Suite struct TimeTravelEffectsTests {
  @Test func aReplayWritesNoFileTheSessionWrote() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "timetravel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = directory.appendingPathComponent("graph.dot").path
    let svg = directory.appendingPathComponent("timeline.svg").path
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swift", "advance 2s", "graph --output \(graph)",
      "timeline searchText --svg \(svg)", "view --svg \(svg)",
    ])
    try FileManager.default.removeItem(atPath: graph)
    try FileManager.default.removeItem(atPath: svg)
    let goto = shell.run("goto 6")
    #expect(goto.outcome == .succeeded)
    #expect(goto.printed.count == 3, "no line diverged: \(goto.printed)")
    #expect(!FileManager.default.fileExists(atPath: graph))
    #expect(!FileManager.default.fileExists(atPath: svg))
    #expect(shell.failure("graph --output \(graph)") == "\(PictureFile.notWritten)")
    #expect(shell.failure("save \(graph)") == nil)
    #expect(FileManager.default.fileExists(atPath: graph), "save runs in the present")
  }

  @Test func aBackendThatReachesOutsideIsNotReplayed() {
    let shell = ShellHarness(includesStandardApps: true)
    // Like the Todo plugin's store in a file: replaying would write it again.
    let file = BackendDefinition<String>(
      name: "file", summary: "keeps the store in a file", reachesOutside: true
    ) { _ in "store" }
    shell.session.backends.register(
      file, for: ServiceKey<String>(name: "store") { store, _ in store })
    shell.runAll(["use store file", "open twitter"])
    #expect(
      shell.failure("goto 2")
        == "goto 2: line 1 (use store file) chose a backend that reaches outside the session (a"
        + " file or a server it does not keep the answers of), and replaying it would write or"
        + " ask again; time travel replays sessions whose backends stay inside, or are live"
        + " servers whose answers it keeps")
    #expect(shell.failure("skip 2")?.hasPrefix("skip: line 1 (use store file)") == true)
    let present = shell.interpreter.session
    #expect(present.perform { present.timeTravel.standing } == nil)
  }

  @Test func aRealClockSessionRewindsLineByLineAtTheTimesTheyWereTyped() throws {
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift"])
    let present = shell.interpreter.session
    // The search as you type throttles for 1 s, then asks the fixture, which answers
    // after its latency: wait (bounded) until the tweets are there.
    #expect(shell.run("wait --timeout 10s").outcome == .succeeded)
    #expect(present.perform { present.eventLog.appendedCount } > 10)
    #expect(shell.run("goto 2").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 0"])
    let line3 = try #require(present.perform { present.history.record(numbered: 3) })
    #expect(shell.run("goto 3").outcome == .succeeded)
    let standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.eventsReplayed == line3.eventsAfter)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 20"])
    let end = Int((line3.endOffset * 1000).rounded(.up))
    #expect(shell.run("goto +\(end)ms").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 20"])
    #expect(shell.run("set searchText rx").outcome == .succeeded)
    let branch = shell.interpreter.session
    #expect(branch !== present)
    #expect(branch.perform { branch.clock.mode } == .real)
  }
}

/// `save` after a line that chose a backend reaching outside the session.
@Suite struct SaveNeedsTests {
  @Test func aSavedScriptNamesTheServerItNeedsAndNeverRewritesTheRecording() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "timetravel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let recording = directory.appendingPathComponent("recording").path
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "use twitter mastodon base-url=http://127.0.0.1:9 record=\(recording)", "open twitter",
    ])
    let script = SaveCommand(file: "-", addsExpectations: false).script(
      of: shell.interpreter.session)
    let lines = script.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.suffix(4)) == [
        "# needs a server: replaying this line asks twitter's mastodon backend again, at"
          + " http://127.0.0.1:9",
        "# left out record=\(recording): a replay never rewrites the recording; replay offline"
          + " from it with the offline backend's dir=\(recording)",
        "use twitter mastodon base-url=http://127.0.0.1:9",
        "open twitter",
      ])
  }
}
