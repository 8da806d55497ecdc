import Foundation
import Testing

@testable import Workbench

/// Every tour taken the way a student goes through it: with values of their own (other
/// search texts and names, the handle written with @, lines in another order where the
/// text allows) and, before each step's action, lines that are not it (a watch, a show, a
/// cd, time passing, a search or a handle that does not fit the step), which must not end
/// the step.
@Suite struct StudentPathTests {
  /// One step as a student takes it: lines that are not the step's action, then the
  /// action in the student's own words.
  struct StudentStep: Sendable {
    let before: [String]
    let action: [String]
  }

  /// Each tour's steps as a student takes them.
  static let paths: [String: [StudentStep]] = [
    "bindings": [
      StudentStep(before: ["show", "get firstName"], action: ["set firstName Grace"]),
      StudentStep(
        before: ["watch firstName", "set firstName Ada"], action: ["set lastName Hopper"]),
      StudentStep(before: ["get loginInputValid", "advance 2s"], action: [#"set lastName """#]),
      StudentStep(before: ["set lastName Hopper", "advance 2s"], action: ["run login"]),
      StudentStep(before: ["show"], action: ["view", "view --bindings"]),
    ],
    "login": [
      StudentStep(before: ["set lastName Hopper", "show"], action: ["set firstName Grace"]),
      StudentStep(before: ["watch userLoadingInProgress", "advance 2s"], action: ["run login"]),
      StudentStep(before: ["use login dummy fail=refused", "advance 2s"], action: ["run login"]),
    ],
    "flickr-search": [
      StudentStep(before: ["show", "get title"], action: ["set searchText landscape"]),
      StudentStep(
        before: ["run executeSearch", "advance 3s", "back"], action: ["set searchText sky"]),
      StudentStep(
        before: ["set searchText bridge", "watch executeSearch.isExecuting", "advance 3s"],
        action: ["run executeSearch"]),
      StudentStep(before: ["backends flickr", "show", "advance 3s"], action: ["back"]),
      StudentStep(
        before: ["use flickr fixture fail=offline", "advance 3s"], action: ["run executeSearch"]),
    ],
    "flickr-results": [
      StudentStep(before: ["set searchText night", "advance 3s"], action: ["run executeSearch"]),
      StudentStep(before: ["get searchResults.count", "show"], action: ["cd searchResults[0]"]),
      StudentStep(before: ["get favorites", "advance 3s"], action: ["set isVisible true"]),
      StudentStep(
        before: ["cd ..", "get searchResults[1…3].isVisible", "advance 3s"],
        action: ["set searchResults[1…3].isVisible true", "set searchResults[1…3].isVisible false"]
      ),
      StudentStep(before: ["show", "stack"], action: ["back"]),
    ],
    "memory": [
      StudentStep(
        before: ["show", "resources", "leaks"],
        action: ["set searchText night", "run executeSearch"]
      ),
      StudentStep(
        before: ["resources ViewModel", "set searchResults[1].isVisible true", "advance 3s"],
        action: ["resources mark before", "set searchResults[0].isVisible true"]),
      StudentStep(before: ["leaks", "stack", "advance 3s"], action: ["back"]),
      StudentStep(
        before: ["resources --since before", "leaks"],
        action: ["open flickr-fixed", "set searchText bridge", "run executeSearch"]),
      StudentStep(
        before: ["resources SearchResults", "set searchResults[2].isVisible true", "advance 3s"],
        action: ["back"]),
    ],
    "twitter": [
      StudentStep(before: ["show", "advance 2s"], action: ["set searchText ios"]),
      StudentStep(
        before: ["watch tweets.count", "advance 2s"], action: ["set searchText reactive"]),
      StudentStep(
        before: ["use twitter fixture latency=3s", "advance 2s"],
        action: ["set searchText swiftui", "set searchText iosdev"]),
      StudentStep(
        before: ["watch tweets[0].ageInSeconds", "advance 2s"], action: ["set searchText swift6"]),
    ],
    "sandbox": [
      StudentStep(
        before: ["show", "advance 1s"], action: [#"let text = "ios""#, "set text kotlin"]),
      StudentStep(
        before: ["get text", "advance 2s"],
        action: ["let query = text.filter { $0.count > 3 }.throttle(1s)", "set text kotlinx"]),
      StudentStep(
        before: ["set text compose", "advance 2s"],
        action: [
          "let results = query.flatMap(.latest) { twitter.searchRecent($0) }",
          "let count = results.map { $0.count }", "set text iosdev", "advance 3s",
        ]),
      StudentStep(
        before: ["timeline text query", "advance 1s"],
        action: [
          "let settled = text.filter { $0.count > 3 }.debounce(500ms)", "set text swif",
          "advance 100ms", "set text swift6", "advance 2s",
        ]),
      StudentStep(
        before: ["get query", "advance 1s"],
        action: [
          "let query = text.filter { $0.count > 3 }.debounce(500ms)", "set text server",
          "advance 2s",
        ]),
      StudentStep(
        before: ["show", "advance 1s"],
        action: ["bind searchText <~ text", "set text cleancode", "advance 3s"]),
    ],
    "tweetboat": [
      StudentStep(
        before: ["set username not a handle", "samples twitter"],
        action: ["set username @mvvm_daily"]),
      StudentStep(
        before: ["set username jonasberg", "run getTweets", "advance 1s"],
        action: ["set username @mvvm_daily", "run getTweets"]),
      StudentStep(before: ["watch tweets.count", "advance 2s"], action: ["run loadMoreTweets"]),
      StudentStep(before: ["get allTweetsLoaded", "advance 2s"], action: ["run loadMoreTweets"]),
      StudentStep(before: ["get tweets.count", "advance 2s"], action: ["run showProfile"]),
    ],
    "time-travel": [
      StudentStep(before: ["show", "history"], action: ["set searchText iosdev", "advance 2s"]),
      StudentStep(before: ["history", "get searchText"], action: ["goto -2"]),
      StudentStep(before: ["show", "log --last 3"], action: ["goto present"]),
      StudentStep(
        before: ["branches", "goto -1", "get tweets.count"],
        action: ["goto -2", "set searchText reactive", "advance 2s"]),
      StudentStep(before: ["history", "branches"], action: ["diff -2 present"]),
    ],
  ]

  @Test func everyTourHasAStudentPathForEachOfItsSteps() throws {
    #expect(Set(Self.paths.keys) == Set(TourTests.tours.names))
    for name in TourTests.tours.names {
      #expect(
        try TourTests.tours.tour(named: name).steps.count == Self.paths[name]?.count, "\(name)")
    }
  }

  @Test(arguments: TourTests.tours.names)
  func eachTourIsFollowedToTheEndWithTheStudentsOwnValues(_ name: String) throws {
    let path = try #require(Self.paths[name])
    try Self.follow(name) { index, _ in path[index] }
  }

  @Test(arguments: TourTests.tours.names)
  func noStepEndsBeforeItsLinesWereTyped(_ name: String) throws {
    try Self.follow(name) { _, step in
      let looks = (try StepChecks(step.checks)).checks.map { "get \($0.command.path)" }
      // At a moment of the past, time passing is a change: it would start a branch.
      let wait = name == "time-travel" ? [] : ["advance 3s"]
      return StudentStep(
        before: ["show", "hint", "tour status"] + looks + wait, action: step.linesToType)
    }
  }

  /// Takes the tour `name` to its end, each step as `path` says: its `before` lines (which
  /// may fail) must not end it; its `action` lines, each succeeding, and up to 20 s of
  /// virtual time must. Returns the shell.
  @discardableResult
  static func follow(_ name: String, _ path: (Int, TourStep) throws -> StudentStep) throws
    -> ShellHarness
  {
    let shell = ShellHarness(includesStandardApps: true)
    let tour = try TourTests.tours.tour(named: name)
    #expect(shell.run("tour \(name)").outcome == .succeeded)
    // The guide follows a branch into the session it goes on in: read the one served.
    let stepIndex = {
      let session = shell.interpreter.session
      return session.perform { session.tour?.stepIndex } ?? tour.steps.count
    }
    for (index, step) in tour.steps.enumerated() {
      let taken = try path(index, step)
      for line in taken.before { _ = shell.interpreter.execute(line) }
      #expect(stepIndex() == index, "\(name): \(step.title) ended before its action")
      for line in taken.action {
        #expect(shell.interpreter.execute(line) == .succeeded, "\(name): \(line)")
      }
      advance(shell, while: { stepIndex() == index })
      #expect(stepIndex() == index + 1, "\(name): \(step.title) never completed")
    }
    let served = shell.interpreter.session
    #expect(served.perform { served.tour } == nil)
    #expect(served.tourProgress.reached(name) == .finished)
    return shell
  }

  /// Moves the virtual clock on 100 ms at a time while `waiting` holds, for up to 20 s.
  static func advance(_ shell: ShellHarness, while waiting: () -> Bool) {
    var advances = 0
    while waiting(), advances < 200 {
      #expect(shell.interpreter.execute("advance 100ms") == .succeeded)
      advances += 1
    }
  }
}
