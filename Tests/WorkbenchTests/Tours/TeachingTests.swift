import Foundation
import Testing

@testable import Workbench

/// A teacher's tools: a tour file of one's own, `save`, `sleep`, `samples`, and a script
/// shown to an audience with `--echo`, `--step` and `pause`.
@Suite struct TeachingTests {
  /// A teacher's lesson, `Lessons/teacher-tour.mvvm`: narration, a pause, two steps.
  static let lessonPath = ScriptTests.lessons.appendingPathComponent("teacher-tour.mvvm").path

  /// The lesson's lines.
  static var lesson: [String] {
    get throws {
      ScriptText.lines(of: try Data(contentsOf: URL(fileURLWithPath: lessonPath)))
    }
  }

  @Test func aTeachersFileRunsAsATestWithItsNarrationAndWaitsForItsSteps() throws {
    let shell = ShellHarness(includesStandardApps: true)
    var pauses = 0
    var presentation = ScriptRunner.Presentation()
    let counter = Counter()
    presentation.waitForEnter = {
      counter.increment()
      return ""
    }
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "lesson.mvvm", keepsGoing: false,
      presentation: presentation)
    #expect(runner.run(lines: try Self.lesson) == .success)
    pauses = counter.value
    #expect(pauses == 1)
    #expect(
      shell.output.all.filter { !$0.hasPrefix("  ") && !$0.hasPrefix("LoginViewModel") } == [
        "A lesson of my own on the login screen.", "opened login", "── Both names",
        "Fill in both names: loginInputValid follows them.", "(press Enter to go on)",
        "login> set firstName Grace", #"firstName = "Grace""#, "login> set lastName Hopper",
        #"lastName = "Hopper""#, "✓ loginInputValid == true", "── Log in",
        "login takes a second and a half; the step ends by itself when it is done.",
        "login> run login",
        "login started", "login: value Grace Hopper (token •••••••••••••••••asdd)",
        "login: completed", #"✓ loggedInUser ~ "Hopper""#, "Well done.",
      ])
  }

  @Test func stepShowsTheLineToComeWaitsOnceALinePauseIncludedAndQQuits() throws {
    let shell = ShellHarness(includesStandardApps: true)
    let answers = Answers(["", "", "", "q"])
    var presentation = ScriptRunner.Presentation()
    presentation.echoesLines = true
    presentation.waitsBeforeEachLine = true
    presentation.waitForEnter = { answers.next() }
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "demo.mvvm", keepsGoing: false,
      presentation: presentation)
    let lines = ["# a demo", "open login", "pause", "set firstName Ada", "set lastName Lovelace"]
    #expect(runner.run(lines: lines) == .success)
    #expect(answers.taken == 4)
    #expect(
      shell.output.all.filter { !$0.hasPrefix("  ") && !$0.hasPrefix("LoginViewModel") } == [
        "next: open login  (Enter: run it, q: quit)", "mvvm> open login", "opened login",
        "next: pause  (Enter: run it, q: quit)",
        "next: set firstName Ada  (Enter: run it, q: quit)", "login> set firstName Ada",
        #"firstName = "Ada""#, "next: set lastName Lovelace  (Enter: run it, q: quit)",
      ])
  }

  @Test func theSameFileIsATourThatWaitsAtItsPause() throws {
    let path = Self.lessonPath
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    let started = shell.runAll(["tour \(path)"])
    #expect(
      started.suffix(3) == [
        "── Step 1 of 2: Both names", "Fill in both names: loginInputValid follows them.",
        "(press Enter to go on)",
      ])
    #expect(
      shell.run("hint").printed == [
        "hint: press Enter to go on", "hint: type  set firstName Grace",
        "hint: waiting for loginInputValid == true (now false)",
      ])
    shell.runAll(["", "set firstName Grace", "set lastName Hopper"])
    #expect(shell.session.tour?.stepIndex == 1)
    let finished = shell.runAll(["run login", "advance 1.5s"])
    #expect(
      finished.suffix(3) == [
        #"✓ Step 2 done: loggedInUser ~ "Hopper""#, "Well done.",
        "Tour teacher-tour finished. tour lists the others; the session stays as it is.",
      ])
  }

  @Test func aFileThatIsNotATourSaysWhy() throws {
    let path = NSTemporaryDirectory() + "no-steps-\(UUID().uuidString).mvvm"
    try "open login\nset firstName Ada\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let shell = ShellHarness(includesStandardApps: true)
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    #expect(
      shell.failure("tour \(path)") == "\(name) has no step: a tour needs at least one `step TITLE`"
    )
  }

  @Test func replayingASavedSessionReproducesItsState() throws {
    let path = NSTemporaryDirectory() + "saved-\(UUID().uuidString).mvvm"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "watch tweets.count", "set searchText swif", "advance 100ms",
      "set searchText swift", "help", "advance 2s", "watch queryExecutionTime", "watch searchText",
    ])
    #expect(shell.run("save \(path) --expect").printed.first?.hasPrefix("saved 8 lines to") == true)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      saved.components(separatedBy: "\n").suffix(13) == [
        "clock virtual", "open twitter", "watch tweets.count", "set searchText swif",
        "advance 100ms", "set searchText swift", "advance 2s", "watch queryExecutionTime",
        "watch searchText", "expect tweets.count == 20",
        #"expect queryExecutionTime == "Execution time: 300 ms""#, #"expect searchText == "swift""#,
        "",
      ])
    let replay = ShellHarness(includesStandardApps: true)
    let runner = ScriptRunner(
      interpreter: replay.interpreter, sourceName: "saved.mvvm", keepsGoing: false)
    #expect(
      runner.run(lines: ScriptText.lines(of: try Data(contentsOf: URL(fileURLWithPath: path))))
        == .success)
    #expect(replay.output.lines(on: .error).isEmpty)
  }

  @Test func pausesOnTheRealClockBecomeAdvanceLinesAndSecretsAreLeftOut() {
    let shell = ShellHarness(includesStandardApps: true)
    // Three lines typed on the real clock, at 0, 0.25 and 1.75 s.
    let history = shell.session.history
    for (number, line, offset) in [
      (1, "open flickr", 0.0), (2, "use flickr live api-key=SECRET timeout=5s", 0.25),
      (3, "set searchText sunset", 1.75),
    ] {
      history.add(
        LineRecord(
          number: number, line: line, clock: .real, offset: offset, endOffset: offset,
          failure: nil,
          isReplayed: true, eventsBefore: 0, eventsAfter: 0))
    }
    let script = SaveCommand(file: "unused", addsExpectations: false).script(of: shell.session)
    #expect(!script.contains("SECRET"))
    #expect(
      script.contains(
        "# Backends when saved: flickr fixture, login dummy, twitter fixture (the use lines below set them)."
      ))
    #expect(
      script.components(separatedBy: "\n").suffix(8) == [
        "clock virtual", "open flickr", "advance 250ms",
        "# needs a server: replaying this line asks flickr's live backend again",
        "# left out api-key= (a secret is never saved): replay reads it from FLICKR_API_KEY, else from the line FLICKR_API_KEY=… of the credentials file",
        "use flickr live timeout=5s", "advance 1.5s", "set searchText sunset",
      ].suffix(7) + [""])
  }

  @Test func sleepIsAdvanceOnTheVirtualClock() {
    let shell = ShellHarness(includesStandardApps: true)
    #expect(shell.run("sleep 1.5s").printed == [])
    #expect(shell.run("clock").printed.first?.contains("+1.500s") == true)
  }

  @Test func samplesListWhatTheOfflineDataHolds() {
    let shell = ShellHarness(includesStandardApps: true, width: 100)
    let printed = shell.run("samples").printed
    #expect(
      printed.contains("Flickr searches (set searchText, run executeSearch)  (flickr fixture)"))
    #expect(printed.contains { $0.hasPrefix("    sunset ") && $0.hasSuffix(" 48 photos") })
    #expect(printed.contains { $0.hasPrefix("    mvvm_daily ") && $0.hasSuffix(" 54 replies") })
    #expect(shell.run("backends twitter --samples").printed == shell.run("samples twitter").printed)
    #expect(shell.run("samples login").printed == ["login: no offline data to list"])
  }

  @Test func echoShowsEachLineAfterThePromptBeforeItsOutput() {
    let shell = ShellHarness(includesStandardApps: true)
    var presentation = ScriptRunner.Presentation()
    presentation.echoesLines = true
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "demo.mvvm", keepsGoing: false,
      presentation: presentation)
    #expect(
      runner.run(lines: ["# a demo", "say Watch this.", "open login", "set firstName Ada"])
        == .success)
    #expect(
      shell.output.all.filter { !$0.hasPrefix("  ") && !$0.hasPrefix("LoginViewModel") } == [
        "Watch this.", "mvvm> open login", "opened login", "login> set firstName Ada",
        #"firstName = "Ada""#,
      ])
  }
}

/// Counts calls from any thread.
/// What an audience types at each `--step` wait, in order; nil once they run out.
final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var remaining: [String]
  private var count = 0
  init(_ answers: [String]) { remaining = answers }
  var taken: Int { lock.withLock { count } }
  func next() -> String? {
    lock.withLock {
      count += 1
      return remaining.isEmpty ? nil : remaining.removeFirst()
    }
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
