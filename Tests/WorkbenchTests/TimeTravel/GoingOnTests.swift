import FixtureTestSupport
import Foundation
import Testing

@testable import Workbench

/// A `goto` to a later line, standing right after an earlier one, goes on from the moment
/// stood at and replays only the lines between; it is as exact as a replay from the
/// start, and a moment where anything ran since (a reading command included) starts again.
@Suite struct GoingOnTests {
  /// Every lesson and tour, run as a script, then stepped through one line after another,
  /// each replay going on from the one before: each goes on, and the log and state it
  /// rebuilds are the original's at that line.
  @Test(arguments: TimeTravelExactnessTests.scripts)
  func steppingForwardGoesOnExactly(_ name: String) throws {
    let run = try RecordedScriptRun(name)
    let session = run.session
    var standing: ReplayedSession?
    defer { standing?.end() }
    var steps = 0
    var wentOn = 0
    var lastStep = 0
    // A line another ran (`type`, `next`) is compared after the line that ran it.
    for record in run.records where run.states[record.number] != nil {
      let rebuilt = try session.perform {
        try SessionReplay(original: session).replay(
          to: .line(record.number), label: "test", goingOnFrom: standing)
      }
      if let standing, standing !== rebuilt { standing.end() }
      standing = rebuilt
      steps += 1
      // A line numbered below the one before (run by a later `type`) is no later moment.
      if record.number > lastStep, steps > 1 {
        #expect(rebuilt.wentOnFrom == lastStep, "\(name): line \(record.number) started again")
      }
      if rebuilt.wentOnFrom != nil { wentOn += 1 }
      lastStep = record.number
      try run.expectRebuilt(rebuilt, at: record, of: name)
    }
    #expect(steps > 3, "\(name): \(steps) lines stepped")
    #expect(wentOn > steps / 2, "\(name): \(wentOn) of \(steps) steps went on")
  }

  /// The sample search of `TimeTravelTests`, run at the prompt.
  func searched() -> ShellHarness {
    let shell = ShellHarness()
    for line in TimeTravelTests.lines { _ = shell.interpreter.execute(line) }
    return shell
  }

  @Test func aLaterLineGoesOnFromTheMomentStoodAt() throws {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 2")
    #expect(
      shell.run("goto 4").printed == [
        "@4: right after line 4 (+2.000s); went on from line 2, where you stood: replayed",
        "  2 lines, 16 events in all. Reading commands read this moment; a line that",
        "  changes it starts a branch; goto present comes back.",
      ])
    let standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.linesReplayed == 2)
    #expect(standing.wentOnFrom == 2)
    let line4 = try #require(present.perform { present.history.record(numbered: 4) })
    #expect(standing.eventsReplayed == line4.eventsAfter)
    #expect(shell.run("stack").printed.count == 2)
  }

  @Test func anEarlierMomentOrOneThatChangedStartsAgain() throws {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 3")
    // Back: the moment stood at is past line 2.
    shell.run("goto 2")
    var standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.wentOnFrom == nil)
    #expect(standing.linesReplayed == 2)
    // Stopped at an event, part-way through a line: the next line cannot start there.
    let line3 = try #require(present.perform { present.history.record(numbered: 3) })
    shell.run("goto #\(line3.eventsBefore + 2)")
    shell.run("goto 4")
    standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.wentOnFrom == nil)
    #expect(standing.linesReplayed == 4)
    // A moment whose clock moved since it was rebuilt is no longer that moment.
    shell.run("goto 3")
    let moved = try #require(present.perform { present.timeTravel.standing })
    _ = moved.session.perform { moved.session.clock.advance(by: 1) }
    shell.run("goto 4")
    standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.wentOnFrom == nil)
    #expect(standing.linesReplayed == 4)
    let line4 = try #require(present.perform { present.history.record(numbered: 4) })
    #expect(standing.eventsReplayed == line4.eventsAfter)
  }

  @Test func aLineTypedAtTheMomentStartsAgain() throws {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 2")
    #expect(shell.run("get searchText").printed == ["searchText = \"swift\""])
    shell.run("goto 4")
    let standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.wentOnFrom == nil)
    #expect(standing.linesReplayed == 4)
  }

  @Test func skippingOtherLinesStartsAgain() throws {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 2")
    shell.run("skip 2")
    shell.run("goto 3")
    let standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.wentOnFrom == nil)
  }
}
