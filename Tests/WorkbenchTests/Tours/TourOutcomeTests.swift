import Foundation
import Testing

@testable import Workbench

/// A step's checks state the lesson's outcome, not one literal input, and `hint` names a
/// line that works for the step with the state the learner is in.
@Suite struct TourOutcomeTests {
  @Test func theTwitterStepOnTheNewestSearchAcceptsAnyTwoTexts() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "tour twitter", "watch isSearching", "set searchText swi", "set searchText swift",
      "advance 1s",
    ])
    #expect(shell.session.tour?.stepIndex == 2)
    shell.runAll([
      "use twitter fixture latency=3s", "set searchText reactive", "set searchText mvvm",
    ])
    #expect(shell.session.tour?.stepIndex == 2)
    shell.runAll(["advance 5s"])
    #expect(shell.session.tour?.stepIndex == 3)
    #expect(shell.run("hint").printed.first == "hint: type  set searchText swift")
  }

  @Test func tweetboatWaitsForAHandleThatPagesAndHintNamesOne() {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    shell.runAll(["tour tweetboat", "samples twitter", "set username jonasberg"])
    #expect(shell.session.tour?.stepIndex == 1)
    shell.runAll(["run getTweets", "advance 2s"])
    #expect(shell.session.tour?.stepIndex == 1, "a handle of one page began the paging steps")
    #expect(
      shell.run("hint").printed.prefix(3) == [
        "hint: type  set username mvvm_daily",
        "hint: waiting for allTweetsLoaded == false (now true)", "hint: why allTweetsLoaded:",
      ])
    shell.runAll(["set username mvvm_daily"])
    #expect(shell.run("hint").printed.first == "hint: type  run getTweets")
    shell.runAll(["run getTweets", "advance 2s"])
    #expect(shell.session.tour?.stepIndex == 2)
    shell.runAll(["watch tweets.count", "run loadMoreTweets", "advance 2s"])
    #expect(shell.session.tour?.stepIndex == 3)
  }

  @Test func theBindingsTourTeachesViewBindings() throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["tour bindings", "next", "next", "next", "next", "advance 2s"])
    #expect(shell.session.tour?.stepIndex == 4)
    #expect(shell.run("hint").printed == ["hint: type  view --bindings"])
    let printed = shell.runAll(["view --bindings"])
    #expect(printed.contains("loginButton.isEnabled         <~ login.isEnabled"))
    shell.runAll(["view"])
    #expect(shell.session.tour == nil)
  }

  @Test func hintSaysWhenTheChecksHeldBeforeTheStepBegan() {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    shell.runAll(["tour flickr-search", "set searchText cat"])
    #expect(
      shell.run("hint").printed == [
        "hint: type  set searchText cat",
        "hint: executeSearch is disabled: searchText must be longer than 3 characters",
        "hint: this step's checks held before it began: they count once what it shows is done",
      ])
  }
}
