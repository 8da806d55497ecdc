import FixtureTestSupport
import Foundation
import Testing

@testable import Workbench

/// The tours that ship with `mvvm` (each with its app): each runs start to finish along
/// its solution path, as a test script and as a guided tour, on the virtual clock.
@Suite struct TourTests {
  /// The tours the built-in plugins register, as `mvvm` takes them.
  static let tours = Plugins(builtIns: StandardPlugins.all).tours

  /// The articles the tours follow, one of which each tour names in its first step.
  static let articles = [
    "MVVM Tutorial with ReactiveCocoa", "Thinking MVVM way with Objective-C",
    "MVVM With ReactiveCocoa 3.0", "ReactiveCocoa and MVVM, an Introduction",
    "Time Travel made Easy",
  ]

  @Test func nineToursShipInTheExecutableInTeachingOrder() {
    #expect(
      Self.tours.names == [
        "bindings", "login", "flickr-search", "flickr-results", "memory", "twitter", "sandbox",
        "tweetboat", "time-travel",
      ])
  }

  @Test(arguments: Self.tours.names)
  func eachTourNamesItsArticleInItsFirstStep(_ name: String) throws {
    let tour = try Self.tours.tour(named: name)
    let opening = tour.steps[0].opening.compactMap { item -> String? in
      if case .say(let text) = item { return text }
      return nil
    }.joined(separator: " ")
    #expect(Self.articles.contains { opening.contains("\"\($0)\"") }, "\(opening)")
  }

  @Test(arguments: Self.tours.names)
  func eachTourRunsAsATestScript(_ name: String) throws {
    let shell = ShellHarness(includesStandardApps: true)
    let runner = ScriptRunner(
      interpreter: shell.interpreter, sourceName: "\(name).mvvm", keepsGoing: false)
    let code = runner.run(lines: try #require(Self.tours.script(named: name)))
    #expect(code == .success, "\(shell.output.lines(on: .error))")
    #expect(shell.output.lines(on: .error).isEmpty)
  }

  @Test(arguments: Self.tours.names)
  func eachTourIsFollowedToTheEndByTypingItsLines(_ name: String) throws {
    let shell = try StudentPathTests.follow(name) { _, step in
      StudentPathTests.StudentStep(before: [], action: step.linesToType)
    }
    #expect(shell.output.all.contains { $0.hasPrefix("Tour \(name) finished.") })
  }

  @Test func aStepMovesOnByItselfWhenTheSearchFinishes() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour flickr-search", "set searchText sunset", "set searchText cat"])
    shell.runAll(["set searchText sunset", "run executeSearch"])
    let printed = shell.runAll(["advance 1s", "advance 1s"])
    let firstSecond = try #require(printed.firstIndex(of: "advanced 1s"))
    #expect(!printed[..<firstSecond].contains { $0.contains("Step 3 done") })
    #expect(
      Array(printed.suffix(from: printed.firstIndex(of: "executeSearch: completed") ?? 0).prefix(4))
        == [
          "executeSearch: completed", "advanced 1s",
          "✓ Step 3 done: flickr/recentSearches.count > 0",
          "── Step 4 of 5: The model behind a protocol",
        ])
  }

  @Test func hintShowsTheNextLineWhyTheCommandIsDisabledAndWhatTheStepWaitsFor() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour flickr-search", "set searchText sunset", "set searchText cat"])
    #expect(
      shell.run("hint").printed == [
        "hint: type  set searchText sunset",
        "hint: executeSearch is disabled: searchText must be longer than 3 characters",
        "hint: waiting for flickr/recentSearches.count > 0 (now 0)",
      ])
    #expect(
      shell.failure("run executeSearch")
        == "executeSearch is disabled: searchText must be longer than 3 characters (tour: try hint)"
    )
  }

  @Test func hintExplainsWhyTheValueTheStepWaitsForIsWhatItIs() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour bindings", "set firstName Ada", "set lastName Lovelace"])
    let printed = shell.run("hint").printed
    #expect(
      Array(printed.prefix(4)) == [
        "hint: type  watch loginInputValid",
        "hint: waiting for loginInputValid == false (now true)",
        "hint: why loginInputValid:", "+0.000s  loginInputValid = true",
      ])
    #expect(printed.last?.hasSuffix(": set lastName Lovelace") == true, "\(printed)")
  }

  @Test func nextTypesTheStepsLinesForTheLearner() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour login"])
    let printed = shell.runAll(["next"])
    #expect(
      Array(printed.prefix(5)) == [
        "login> set firstName Ada", #"firstName = "Ada""#, "login> set lastName Lovelace",
        #"lastName = "Lovelace""#,
        "✓ Step 1 done: loginInputValid == true, login.isEnabled == true",
      ])
    #expect(shell.session.tour?.stepIndex == 1)
  }

  @Test func quittingKeepsTheStepAndStartingAgainResumesThereWithTheStateCaughtUp() throws {
    let directory = NSTemporaryDirectory() + "mvvm-tours-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = ShellHarness(includesStandardApps: true)
    first.session.tourProgress = TourProgress(directory: directory)
    first.runAll(["tour flickr-search", "next", "next", "next", "advance 2s", "tour quit"])
    #expect(
      first.output.all.last
        == "left the tour flickr-search at step 4 of 5; tour flickr-search takes it up there")
    #expect(try String(contentsOfFile: directory + "/flickr-search", encoding: .utf8) == "step 3\n")

    let second = ShellHarness(includesStandardApps: true, width: 200)
    second.session.tourProgress = TourProgress(directory: directory)
    let printed = second.runAll(["tour"])
    #expect(printed.contains { $0.hasPrefix("    flickr-search   at step 4 of 5  ") }, "\(printed)")
    let resumed = second.runAll(["tour flickr-search"])
    #expect(
      resumed.contains(
        "Resuming at step 4 of 5 (the steps before were replayed; tour restart starts over)."))
    #expect(resumed.contains("── Step 4 of 5: The model behind a protocol"))
    #expect(
      second.run("get flickr/recentSearches.count").printed == ["flickr/recentSearches.count = 1"])
    #expect(
      second.run("tour status").printed == [
        "tour flickr-search (built in): step 4 of 5, The model behind a protocol",
        #"  waiting for title == "Flickr Search" (now "sunset")"#,
      ])
  }

  @Test func restartStartsOverFromAFreshScreen() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour login", "next", "watch userLoadingInProgress"])
    #expect(shell.session.tour?.stepIndex == 1)
    let printed = shell.runAll(["tour restart"])
    #expect(printed.contains("── Step 1 of 3: Validation derived from two inputs"))
    #expect(shell.session.tour?.stepIndex == 0)
    #expect(shell.run("get firstName").printed == [#"firstName = """#])
  }

  @Test func anUnknownTourNamesTheNearestOne() {
    let shell = ShellHarness(includesStandardApps: true)
    #expect(shell.failure("tour flikr-search")?.contains("did you mean 'flickr-search'?") == true)
    #expect(shell.failure("hint")?.hasPrefix("no tour is running; tour lists them") == true)
    #expect(
      shell.failure("tour ./missing.mvvm") == "cannot read the tour ./missing.mvvm: no such file")
  }
}
