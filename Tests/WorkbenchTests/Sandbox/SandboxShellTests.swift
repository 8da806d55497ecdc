import Foundation
import Testing

@testable import Workbench

/// The sandbox as the shell hosts it: `let`, `bind` and `unbind` typed as lines, what
/// they print, refusals with a caret under the place, and the other commands on the
/// sandbox's values.
@Suite struct SandboxShellTests {
  private func twitter() -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter"])
    return shell
  }

  @Test func theIssuesSessionAtTheShell() {
    let shell = twitter()
    let printed = shell.runAll([
      "let name = \"\"",
      "let greeting = name.map { \"Hello, \" + $0 }",
      "let query = searchText.filter { $0.count > 3 }.throttle(1s)",
      "let results = query.flatMap(.latest) { twitter.searchRecent($0) }",
      "let count = results.map { $0.count }",
      "bind searchText <~ name",
    ])
    #expect(
      printed == [
        "name: MutableProperty<String>",
        "greeting: Property<String>",
        "query: Signal<String, Never>",
        "results: Signal<[Tweet], ServiceError>",
        "count: Signal<Int, ServiceError>",
        "searchText <~ name",
      ])
    #expect(
      shell.runAll(["get count", "set name swift", "advance 1s", "get greeting", "get count"])
        == [
          "count = nil", "name = \"swift\"", "advanced 1s", "greeting = \"Hello, swift\"",
          "count = 20",
        ])
    // The app reacted as if the user had typed: its own search ran too.
    #expect(
      shell.runAll(["get searchText", "get tweets.count"]) == [
        "searchText = \"swift\"", "tweets.count = 20",
      ])
  }

  @Test func showListsTheSandboxInASectionOfItsOwn() {
    let shell = twitter()
    shell.runAll([
      "let name = \"\"", "let query = searchText.filter { $0.count > 3 }",
      "bind searchText <~ name",
    ])
    #expect(
      shell.runAll(["show"]).suffix(4) == [
        "sandbox",
        "  name   \"\"   MutableProperty<String>",
        "  query  nil  Signal<String, Never>",
        "  searchText <~ name",
      ])
  }

  @Test(arguments: [
    (
      "let x = searchText.fliter { $0.isEmpty }", "fliter",
      "no operator 'fliter'; did you mean 'filter'?"
    ),
    (
      "let x = searchText.filter { $0.count }", "$0.count",
      "filter needs a Bool here, but this is an Int"
    ),
    (
      "let x = searchText.map { $1 }", "$1",
      "$1 isn't available here: map's closure gets one value, $0 (a String)"
    ),
    (
      "let x = serchText.map { $0 }", "serchText",
      "cannot find 'serchText' among the sandbox's values and the open app's members; did you mean 'searchText'?"
    ),
    (
      "let searchText = \"\"", "searchText",
      "searchText is a member of TwitterSearchViewModel; give your value a name of its own (mySearchText)"
    ),
    (
      "bind tweets <~ searchText", "tweets",
      "tweets is a Property<[TweetViewModel]>, which can't be set: bind drives a settable member (a MutableProperty)"
    ),
  ])
  func aRefusedLinePointsAtThePlaceAndTheSessionGoesOn(
    _ line: String, _ place: String, _ message: String
  ) throws {
    let shell = twitter()
    shell.runAll(["let kept = 1"])
    let (outcome, printed) = shell.run(line)
    #expect(outcome == .failed(message))
    let start = try #require(line.range(of: place)).lowerBound
    let column = 2 + line.distance(from: line.startIndex, to: start)
    let carets = String(repeating: " ", count: column) + String(repeating: "^", count: place.count)
    #expect(printed == ["  " + line, carets])
    #expect(shell.runAll(["get kept"]) == ["kept = 1"])
  }

  @Test func aMistypedValueNameSuggestsTheSandboxValue() {
    let shell = twitter()
    shell.runAll(["let greeting = searchText.map { \"Hi \" + $0 }"])
    #expect(
      shell.failure("get greting")
        == "greting: no member or sandbox value 'greting'; did you mean 'greeting'? (sandbox: greeting)"
    )
    #expect(shell.failure("get serchText")?.hasPrefix("serchText: TwitterSearchViewModel") == true)
  }

  @Test func withoutAnAppTheSandboxSaysSo() {
    let shell = ShellHarness(includesStandardApps: true)
    #expect(
      shell.failure("let x = searchText.map { $0 }")
        == "cannot find 'searchText' among the sandbox's values, and no app is open: open one to build on its members"
    )
    #expect(
      shell.failure("bind searchText <~ x")
        == "no app is open: bind drives a member of the open app")
    #expect(
      shell.runAll(["let n = 3", "let m = n.map { $0 * 2 }", "set n 5", "get m"]).last == "m = 10")
  }

  @Test func redefiningReplacesThePipelineAndDisposesTheOldOne() {
    let shell = twitter()
    shell.runAll([
      "let query = searchText.throttle(1s)", "let lengths = query.map { $0.count }",
    ])
    #expect(
      shell.runAll(["let query = searchText.debounce(500ms)"]) == [
        "query: Signal<String, Never> (redefined; rebuilt lengths)"
      ])
    // Debounce sends nothing until the text rests for 500ms; the old throttle, had it
    // lived, would have sent "swift" at once.
    #expect(shell.runAll(["set searchText swift", "get query"]).last == "query = nil")
    #expect(
      shell.runAll(["advance 500ms", "get query", "get lengths"]).suffix(2) == [
        "query = \"swift\"", "lengths = 5",
      ])
  }

  @Test func unbindLeavesTheMemberWithItsLastValue() {
    let shell = twitter()
    shell.runAll(["let name = \"\"", "bind searchText <~ name", "set name swift"])
    #expect(shell.runAll(["unbind searchText"]) == ["searchText: unbound"])
    #expect(shell.runAll(["set name other", "get searchText"]).last == "searchText = \"swift\"")
    #expect(
      shell.failure("unbind searchText")
        == "nothing is bound: bind makes a binding, as in bind searchText <~ name")
  }

  @Test func expectWatchAndWhyWorkOnSandboxValues() {
    let shell = twitter()
    shell.runAll(["let query = searchText.filter { $0.count > 3 }"])
    #expect(shell.runAll(["expect query == nil"]) == ["✓ query == nil"])
    #expect(shell.runAll(["watch query"]) == ["watching query = nil"])
    #expect(
      shell.runAll(["set searchText abc", "set searchText swift"]) == [
        "searchText = \"abc\"", "searchText = \"swift\"", "watch: query = \"swift\"",
      ])
    #expect(shell.runAll(["expect query == \"swift\""]) == ["✓ query == \"swift\""])
    #expect(
      shell.runAll(["why query"]) == [
        "+0.000s  query = \"swift\"",
        "+0.000s  ← filter passed \"swift\"",
        "+0.000s  ← searchText = \"swift\"",
        "+0.000s  ← line 6: set searchText swift",
      ])
  }

  @Test func aSandboxRequestGoesThroughTheBackendsFaults() {
    let shell = twitter()
    shell.runAll([
      "use twitter fixture fail-rate=1",
      "let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }",
    ])
    let printed = shell.runAll(["set searchText swift", "advance 1s"])
    #expect(
      printed.contains(
        "sandbox: results failed: injected fault: random failure (fail-rate=1.0, seed=0)"))
    #expect(shell.runAll(["get results"]) == ["results = nil"])
    #expect(
      shell.runAll(["why results"]) == [
        "results has not changed since the session started (or since the log's oldest",
        "  event); it is nil",
        "results failed: injected fault: random failure (fail-rate=1.0, seed=0); its",
        "  value stays the last it sent",
      ])
  }

  @Test func saveWritesTheSandboxLinesAndTheScriptReplaysThem() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.mvvm").path
    let shell = twitter()
    shell.runAll([
      "let name = \"\"", "let greeting = name.map { \"Hello, \" + $0 }",
      "bind searchText <~ name", "set name Ada", "save \(file)",
    ])
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains("let greeting = name.map { \"Hello, \" + $0 }"))
    #expect(lines.contains("bind searchText <~ name"))

    let replay = ShellHarness(includesStandardApps: true)
    let runner = ScriptRunner(
      interpreter: replay.interpreter, sourceName: "session.mvvm", keepsGoing: false)
    #expect(runner.run(lines: lines.map(String.init)) == .success)
    #expect(
      replay.runAll(["get greeting", "get searchText"]) == [
        "greeting = \"Hello, Ada\"", "searchText = \"Ada\"",
      ])
  }

  @Test func openingAnotherAppEndsTheSandbox() {
    let shell = twitter()
    shell.runAll(["let name = \"\"", "bind searchText <~ name"])
    #expect(
      shell.runAll(["open login"]).first
        == "closed twitter: 1 screen, 1 sandbox value, 1 binding")
    #expect(shell.session.sandbox.values.isEmpty)
    #expect(shell.failure("get name")?.hasPrefix("name: LoginViewModel has no member") == true)
  }

  /// Closing the app releases its view-models while the sandbox's pipelines still report:
  /// the log must not read the stack while it is being emptied.
  @Test(arguments: [
    ["let query = searchText.filter { $0.count > 3 }", "set searchText swift"],
    ["set searchText swift", "let query = searchText.filter { $0.count > 3 }"],
  ])
  func closingTheAppAfterASearchEndsTheSandboxCleanly(_ lines: [String]) {
    let shell = twitter()
    shell.runAll(lines + ["open login"])
    #expect(shell.session.sandbox.values.isEmpty)
    #expect(shell.runAll(["get firstName"]) == ["firstName = \"\""])
  }

  @Test func tabCompletesOperatorsMembersAndCalls() {
    let shell = twitter()
    shell.runAll(["let name = \"\""])
    let words = ArgumentKind.sandboxWords(completing: "", in: shell.session)
    #expect(words.contains("name") && words.contains("searchText") && words.contains("twitter"))
    #expect(
      ArgumentKind.sandboxWords(completing: "searchText.thr", in: shell.session)
        .contains("searchText.throttle"))
    #expect(
      ArgumentKind.sandboxWords(completing: "twitter.se", in: shell.session)
        == ["twitter.searchRecent", "twitter.user"])
  }

  @Test func helpLetAndBindComeFromTheirDeclarations() {
    let shell = twitter()
    let help = shell.runAll(["help let"])
    #expect(help.first == "let NAME = EXPRESSION")
    #expect(
      help.contains("    .debounce(500ms)            a value once the interval passes without a"))
    #expect(help.allSatisfy { $0.count <= 80 })
    #expect(shell.runAll(["help bind"]).first == "bind MEMBER <~ EXPRESSION")
  }

  @Test func hintNamesTheLetLineThatDefinesAValueTheStepWaitsFor() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "tour sandbox", "let text = \"\"", "set text swift",
      "let query = text.filter { $0.count > 3 }.throttle(1s)",
    ])
    #expect(
      shell.runAll(["hint"]) == [
        "hint: type  let results = query.flatMap(.latest) { twitter.searchRecent($0) }",
        "hint: waiting for count: it does not exist yet; let count = results.map {",
        "  $0.count } defines it",
      ])
  }

  /// The tour runs on the virtual clock, where time moves only when a line advances it:
  /// at the prompt, typing a step's lines must be enough to finish it.
  @Test func theSandboxTourIsFinishedByTypingItsLinesAlone() throws {
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    let tour = try TourTests.tours.tour(named: "sandbox")
    #expect(shell.run("tour sandbox").outcome == .succeeded)
    let guide = try #require(shell.session.tour)
    for (index, step) in tour.steps.enumerated() {
      #expect(guide.stepIndex == index, "\(step.title)")
      for line in step.linesToType {
        #expect(shell.interpreter.execute(line) == .succeeded, "\(line)")
      }
      #expect(guide.stepIndex == index + 1, "\(step.title) waits for more than its lines")
    }
    #expect(shell.session.tour == nil)
  }
}
