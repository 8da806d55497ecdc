import Foundation
import Testing

@testable import Workbench

/// `history`, `goto`, `branches`, `skip`, `unskip` and `diff` on the sample search, on the
/// virtual clock: what they print, where lines run, and the replay's work (events replayed,
/// never time).
@Suite struct TimeTravelTests {
  /// The sample search: opened, searched, its results pushed after 2 s, a failed line.
  static let lines = [
    "open sample", "set searchText swift", "run executeSearch", "advance 2s", "get nope",
  ]

  func searched() -> ShellHarness {
    let shell = ShellHarness()
    for line in Self.lines { _ = shell.interpreter.execute(line) }
    return shell
  }

  func prompt(_ shell: ShellHarness) -> String {
    let session = shell.interpreter.session
    return session.perform { session.prompt }
  }

  @Test func historyListsEachLineWithItsTimeAndTheEventsItCaused() {
    let shell = searched()
    #expect(
      shell.run("history").printed == [
        " 1  +0.000s  open sample           0 events",
        " 2  +0.000s  set searchText swift  4 events",
        " 3  +0.000s  run executeSearch     9 events",
        " 4  +0.000s  advance 2s            0 events",
        " 5  +2.000s  get nope              failed",
      ])
  }

  @Test func historyBeforeAnyLineSaysSo() {
    #expect(
      ShellHarness().run("history").printed == [
        "no lines yet: the lines you type are listed here, numbered"
      ])
  }

  @Test func gotoALineReadsThatMomentWithoutChangingThePresent() throws {
    let shell = searched()
    let present = shell.interpreter.session
    #expect(
      shell.run("goto 2").printed == [
        "@2: right after line 2 (+0.000s); replayed 2 lines, 6 events. Reading commands",
        "  read this moment; a line that changes it starts a branch; goto present comes",
        "  back.",
      ])
    #expect(prompt(shell) == "sample @2> ")
    #expect(shell.run("get searchText").printed == ["searchText = \"swift\""])
    #expect(shell.run("stack").printed == ["* 0  SampleSearchViewModel \"Search: swift\""])
    #expect(shell.run("expect executeSearch.isExecuting == false").outcome == .succeeded)
    let standing = try #require(present.perform { present.timeTravel.standing })
    let recorded = try #require(present.perform { present.history.record(numbered: 2) })
    #expect(standing.eventsReplayed == recorded.eventsAfter)
    #expect(shell.interpreter.session === present)
    #expect(shell.run("goto present").printed == ["back at the present: right after line 4"])
    #expect(prompt(shell) == "sample/SampleResults> ")
  }

  @Test func theMomentStoodAtIsMarkedInHistory() {
    let shell = searched()
    shell.run("goto 3")
    #expect(
      shell.run("history").printed == [
        " 1  +0.000s  open sample           0 events",
        " 2  +0.000s  set searchText swift  4 events",
        "@3  +0.000s  run executeSearch     9 events",
        " 4  +0.000s  advance 2s            0 events",
        " 5  +2.000s  get nope              failed",
        " 6  +2.000s  goto 3                not replayed",
      ])
  }

  @Test func gotoAnEventOrATimeStandsThere() {
    let shell = searched()
    let present = shell.interpreter.session
    let line3 = present.perform { present.history.record(numbered: 3)! }
    // An event line 3 logged: the replay runs lines 1 to 3 and stops there.
    #expect(shell.run("goto #\(line3.eventsBefore + 2)").outcome == .succeeded)
    #expect(prompt(shell) == "sample @#\(line3.eventsBefore + 2)> ")
    let standing = present.perform { present.timeTravel.standing! }
    #expect(standing.linesReplayed == 3)
    #expect(standing.eventsReplayed == line3.eventsAfter)
    #expect(
      shell.run("get executeSearch.isExecuting").printed == ["executeSearch.isExecuting = true"])
    #expect(shell.run("goto +1s").outcome == .succeeded)
    #expect(prompt(shell) == "sample @+1.000s> ")
    #expect(shell.run("clock").printed.first?.contains("+1.000s") == true)
    #expect(shell.run("goto +2s").outcome == .succeeded)
    #expect(prompt(shell) == "sample/SampleResults @+2.000s> ")
  }

  @Test func momentsOutsideThePastAreRefusedAndNamed() {
    let shell = searched()
    #expect(
      shell.failure("goto 40")
        == "goto 40: line 40 is not in the session's past: the last line is 5 (history lists them)")
    #expect(
      shell.failure("goto #900")?.hasPrefix(
        "goto #900: #900 is not in the session's past: the session has logged") == true)
    #expect(
      shell.failure("goto +9s")
        == "goto +9.000s: +9.000s is not in the session's past: its clock is at +2.000s")
    #expect(
      shell.failure("goto soon")
        == "soon is not a moment (give a line (5), lines back (-2), an event (#31), a time (+2.5s) or present)"
    )
    #expect(
      shell.failure("goto pres")
        == "pres is not a moment; did you mean 'present'? (give a line (5), lines back (-2), an event (#31), a"
        + " time (+2.5s) or present)")
    #expect(
      shell.failure("goto present")
        == "goto present: you are at the present already (history lists its lines)")
    #expect(
      ShellHarness().failure("goto 1")
        == "goto 1: line 1 is not in the session's past: the last line is 0 (history lists them)"
        || ShellHarness().failure("goto 1")?.contains("no lines yet") == true
        || ShellHarness().failure("goto 1")?.contains("has run no lines") == true)
  }

  @Test func aLineThatChangesTheMomentStartsABranch() {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 2")
    #expect(
      shell.run("set searchText rx").printed == [
        "searchText = \"rx\"",
        "a new branch starts at line 2: the lines after it are kept as branch 1 (branches",
        "  lists them)",
      ])
    #expect(shell.interpreter.session !== present)
    #expect(prompt(shell) == "sample> ")
    #expect(
      shell.run("branches").printed == [
        "branch 1: left at line 2, 2 lines",
        "  3  run executeSearch",
        "  4  advance 2s",
      ])
    #expect(
      shell.run("history").printed == [
        " 1  +0.000s  open sample           0 events",
        " 2  +0.000s  set searchText swift  4 events",
        " 3  +0.000s  set searchText rx     4 events",
        " 4  +0.000s  branches              not replayed",
      ])
  }

  @Test func aLineThatFailsAtAMomentStartsNoBranch() {
    let shell = searched()
    let present = shell.interpreter.session
    shell.run("goto 2")
    #expect(shell.failure("set") != nil)
    #expect(
      shell.failure("back") == "already at the first screen of sample; nothing to go back to")
    #expect(shell.failure("run nothing") != nil)
    #expect(shell.interpreter.session === present)
    #expect(prompt(shell) == "sample @2> ")
    #expect(present.perform { present.timeTravel.branches }.isEmpty)
    #expect(shell.run("set searchText rx").outcome == .succeeded)
    let branch = shell.interpreter.session
    #expect(
      branch.perform { branch.history.records.map(\.number) } == [1, 2, 3],
      "the lines that failed at the moment are not the branch's")
  }

  @Test func skipShowsThePresentWithoutALineUntilUnskip() {
    let shell = searched()
    #expect(
      shell.run("skip 2").printed == [
        "@skip 2: the present without line 2:",
        "  member                       now              without line 2",
        "  searchText                   \"swift\"          \"\"",
        "  title                        \"Search: swift\"  \"Sample Search\"",
        "  recentSearches               [1 item]         [0 items]",
        "  executeSearch                enabled, idle    disabled, idle",
        "  SampleResults/title          \"swift\"          —",
        "  SampleResults/searchResults  [3 items]        —",
        "  screens: popped SampleResults",
        "  without line 2, line 3 fails: executeSearch is disabled: searchText must be",
        "    longer than 3 characters",
      ])
    #expect(prompt(shell) == "sample @skip 2> ")
    #expect(shell.run("unskip 2").printed == ["no line skipped: back at the present"])
    #expect(shell.failure("unskip 2") == "unskip: line 2 is not skipped (no line is)")
    #expect(shell.failure("skip 5") == "skip: line 5 (get nope) failed, so it changed nothing")
    #expect(shell.failure("skip 40") == "skip: the session has no line 40 (history lists them)")
    #expect(
      shell.failure("skip present")
        == "expected a line's number, as history lists it, not present; usage: skip LINE")
  }

  @Test func diffComparesTwoMoments() {
    let shell = searched()
    #expect(
      shell.run("diff 1 4").printed == [
        "from 1 to 4:",
        "  member                       at 1             at 4",
        "  searchText                   \"\"               \"swift\"",
        "  title                        \"Sample Search\"  \"Search: swift\"",
        "  recentSearches               [0 items]        [1 item]",
        "  executeSearch                disabled, idle   enabled, idle",
        "  SampleResults/title          —                \"swift\"",
        "  SampleResults/searchResults  —                [3 items]",
        "  screens: pushed SampleResults",
      ])
    #expect(
      shell.run("diff 3 3").printed == [
        "no difference between 3 and 3: the same members, screens and requests"
      ])
  }
}

/// `timeline --at LINE` marks where `goto LINE` stands.
@Suite struct TimelineAtTests {
  @Test func timelineAtMarksTheMomentAfterALine() {
    let shell = ShellHarness()
    shell.runAll(["open sample", "set searchText swift", "advance 1s", "set searchText rx"])
    #expect(
      shell.run("timeline searchText --at 3 --width 60 --ascii").printed == [
        "            0s                 0.5s                1s",
        "            +------------------+-------------------+--------",
        "searchText  swift----------------------------------rx-------",
        "@3          ---------------------------------------@3-------",
      ])
    #expect(
      shell.failure("timeline searchText --at 9")
        == "timeline --at 9: the session has no line 9 (history lists them)")
  }
}

/// `goto branch N`: back on a branch left earlier, which a line that changes it goes on.
@Suite struct BranchReturnTests {
  @Test func aBranchLeftEarlierCanBeGoneBackToAndGoneOn() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swift", "advance 2s", "goto 1", "set searchText kotlin",
      "advance 1s",
    ])
    #expect(shell.run("get searchText").printed == [#"searchText = "kotlin""#])
    #expect(
      shell.run("goto branch 1").printed.first?.hasPrefix(
        "@branch 1: the end of branch 1, right after line 3; replayed 3 lines") == true)
    #expect(shell.run("get searchText").printed == [#"searchText = "swift""#])
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 20"])
    let printed = shell.run("set searchText mvvm").printed.joined(separator: " ")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(printed.contains("back on branch 1: the session goes on from its line 3"))
    #expect(printed.contains("the lines you left are kept as branch 2"))
    #expect(
      shell.run("branches").printed == [
        "branch 2: left at line 1, 3 lines", "  2  set searchText kotlin", "  3  advance 1s",
        "  4  get searchText",
      ])
    #expect(shell.run("goto branch 2").outcome == .succeeded)
    #expect(shell.run("get searchText").printed == [#"searchText = "kotlin""#])
    #expect(
      shell.failure("goto branch 7") == "goto branch 7: there is no branch 7 (branches: 2;"
        + " branches lists them)")
  }
}

/// `save` writes the lines as time travel replays them: after a branch, the branch's
/// lines at their times, so the script replays to the same state.
@Suite struct SaveAfterBranchTests {
  @Test func aScriptSavedAfterABranchReplaysToTheSameState() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swift", "advance 2s", "goto 1", "set searchText kotlin",
      "advance 3s", "history",
    ])
    let script = SaveCommand(file: "unused", addsExpectations: false).script(
      of: shell.interpreter.session)
    #expect(
      script.components(separatedBy: "\n").suffix(4) == [
        "open twitter", "set searchText kotlin", "advance 3s", "",
      ])
    let replay = ShellHarness(includesStandardApps: true)
    let runner = ScriptRunner(
      interpreter: replay.interpreter, sourceName: "saved.mvvm", keepsGoing: false)
    #expect(runner.run(lines: script.components(separatedBy: "\n")) == .success)
    #expect(replay.run("get searchText").printed == [#"searchText = "kotlin""#])
    #expect(
      replay.run("get tweets.count").printed == shell.run("get tweets.count").printed)
  }
}

extension SaveAfterBranchTests {
  @Test func aRealClockWaitBeforeTheBranchIsSavedAsTheTimeItLetPass() throws {
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift"])
    #expect(shell.run("wait --timeout 10s").outcome == .succeeded)
    shell.runAll(["set searchText kotlin", "goto 3", "set searchText mvvm"])
    let script = SaveCommand(file: "unused", addsExpectations: false).script(
      of: shell.interpreter.session)
    let lines = script.components(separatedBy: "\n")
    let swift = try #require(lines.firstIndex(of: "set searchText swift"))
    let mvvm = try #require(lines.firstIndex(of: "set searchText mvvm"))
    #expect(!lines.contains("set searchText kotlin"), "the branch left it")
    #expect(
      lines[swift..<mvvm].contains { $0.hasPrefix("advance ") },
      "the wait is saved as the time it let pass: \(lines)")
  }
}

/// `save` after a tour resumed: the lines it replayed to catch up are marked as not typed.
@Suite struct SaveAfterTourResumeTests {
  @Test func linesATourReplayedOnResumeAreNotSavedAsTyped() throws {
    let directory = NSTemporaryDirectory() + "mvvm-tours-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = ShellHarness(includesStandardApps: true)
    first.session.tourProgress = TourProgress(directory: directory)
    first.runAll(["tour login", "next", "tour quit"])
    let second = ShellHarness(includesStandardApps: true)
    second.session.tourProgress = TourProgress(directory: directory)
    second.runAll(["tour login", "set firstName Grace"])
    let script = SaveCommand(file: "unused", addsExpectations: false).script(of: second.session)
    #expect(
      script.components(separatedBy: "\n").suffix(7) == [
        "# tour login replayed the lines below when it resumed; they were not typed",
        "open login", "set firstName Ada", "set lastName Lovelace",
        "# (end of the lines tour login replayed)", "set firstName Grace", "",
      ])
  }
}

/// `goto -N`: lines back, counting only the lines that may change the session.
@Suite struct LinesBackTests {
  @Test func linesBackCountOnlyLinesThatChangeTheSession() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swift", "get searchText", "history", "advance 2s", "show",
    ])
    #expect(shell.run("goto -1").printed.first?.hasPrefix("@2: right after line 2") == true)
    #expect(shell.run("goto -2").printed.first?.hasPrefix("@1: right after line 1") == true)
    #expect(shell.run("get searchText").printed == [#"searchText = """#])
    #expect(
      shell.failure("goto -3")
        == "goto -3: -3 goes back further than the 3 lines that changed the session (history"
        + " lists them)")
    #expect(
      shell.failure("goto -x")
        == "-x is not a number of lines back: write -1 for right before the last line, -2 for"
        + " the one before")
  }
}

/// A tour being taken reads the moment stood at, and follows a branch.
@Suite struct TimeTravelTourTests {
  @Test func aTourFollowsABranchAtTheStepItWasOn() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour login", "set firstName Grace", "goto 2"])
    let printed = shell.run("set firstName Ada").printed
    #expect(printed.joined(separator: " ").contains("; the tour login follows the branch"))
    let branch = shell.interpreter.session
    #expect(branch !== shell.session)
    let guide = try #require(branch.perform { branch.tour })
    #expect(guide.stepIndex == 0)
    #expect(shell.session.perform { shell.session.tour } == nil)
    let done = shell.run("set lastName Lovelace").printed
    #expect(done.contains { $0.hasPrefix("✓ Step 1 done: loginInputValid == true") })
    #expect(branch.perform { branch.tour?.stepIndex } == 1)
  }

  @Test func nextTypesAStepsLinesAtTheMomentAndOnTheBranchBeforeTheStepEnds() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour time-travel", "next"])
    // Step 2: goto, then a reading line at the moment, after which its checks are read.
    let atTheMoment = shell.run("next").printed
    let read = try #require(atTheMoment.firstIndex(of: "twitter @3> get tweets.count"))
    #expect(atTheMoment[read + 1] == "tweets.count = 0")
    #expect(atTheMoment[read + 2] == #"✓ Step 2 done: searchText == "", tweets.count == 0"#)
    shell.runAll(["next"])
    // Step 4: its last line (branches) is typed on the branch before the step ends.
    let onTheBranch = shell.run("next").printed
    let listed = try #require(onTheBranch.firstIndex { $0.hasPrefix("branch 1: left at line") })
    let done = try #require(onTheBranch.firstIndex { $0.hasPrefix("✓ Step 4 done") })
    #expect(listed < done)
  }

  @Test func aLineRunByNextIsAMomentOfItsOwn() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour time-travel", "next"])
    // Lines 5 to 10 ran inside line 4 (next), which concludes after them; line 6 is
    // set searchText swift, line 8 advance 1s.
    #expect(shell.session.history.records.map(\.number).prefix(9) == [2, 3, 1, 6, 5, 8, 7, 10, 9])
    let arrival = shell.run("goto 6").printed
    #expect(arrival.first?.hasPrefix("@6: right after line 6 (+0.000s); replayed 2 lines,") == true)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 0"])
  }

  @Test func aTourResumedFromTheRealClockKeepsTheClockItChose() throws {
    let directory = NSTemporaryDirectory() + "mvvm-tours-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = ShellHarness(clock: .real, includesStandardApps: true)
    first.session.tourProgress = TourProgress(directory: directory)
    first.runAll(["tour time-travel", "next", "next", "next", "tour quit"])
    let second = ShellHarness(clock: .real, includesStandardApps: true)
    second.session.tourProgress = TourProgress(directory: directory)
    second.runAll(["tour time-travel"])
    #expect(second.run("clock").printed.first?.hasPrefix("clock: virtual") == true)
    // Step 4: back before the search (line 3, open twitter, ran inside line 1), then a
    // branch; line 3's time is the real clock's when it ran, a millisecond or so.
    let printed = second.runAll(["next"])
    #expect(
      printed.contains {
        $0.hasPrefix("@3: right after line 3 (+0.0")
          && $0.contains("s); replayed 1 line, 2 events.")
      }, "\(printed)")
    #expect(printed.contains("advanced 1s"))
    #expect(printed.contains { $0.hasPrefix("✓ Step 4 done") })
  }

  @Test func aStepsChecksReadTheMomentStoodAt() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour time-travel", "set searchText swift", "advance 1s", "history"])
    let session = shell.session
    #expect(session.perform { session.tour?.stepIndex } == 1)
    let printed = shell.run("goto -2").printed
    #expect(
      printed.contains { $0.hasPrefix("✓ Step 2 done: searchText == \"\", tweets.count == 0") })
    #expect(session.perform { session.tour?.stepIndex } == 2)
    #expect(session.perform { session.timeTravel.standing } != nil)
  }
}
