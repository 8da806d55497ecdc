import Foundation
import Testing

@testable import Workbench

/// A step completes on what the learner did during it: a check that held before the step
/// began, its value unchanged, does not end it, and a step whose checks all hold when it
/// begins says so and waits for its action.
@Suite struct StepProgressTests {
  static let alreadyHold =
    "(tour: this step's checks already hold; do what it shows and they are checked again)"

  @Test func anEarlierSearchDoesNotEndTheExecutingStepNorAWatchTheNavigationStep() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "tour flickr-search", "set searchText sunset", "run executeSearch", "advance 2s", "back",
      "set searchText cat",
    ])
    #expect(shell.session.tour?.stepIndex == 2)
    shell.runAll(["set searchText sunset", "watch executeSearch.isExecuting"])
    #expect(shell.session.tour?.stepIndex == 2, "step 3 ended on the earlier search")
    shell.runAll(["run executeSearch", "advance 2s"])
    #expect(shell.session.tour?.stepIndex == 3)
    shell.runAll(["show", "backends flickr"])
    #expect(shell.session.tour?.stepIndex == 3, "step 4 ended before back")
    shell.runAll(["back"])
    #expect(shell.session.tour?.stepIndex == 4)
  }

  @Test func leavingARowDoesNotEndTheCancellingStepBeforeRowsWereShownAndHidden() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "tour flickr-results", "set searchText sunset", "run executeSearch", "advance 2s",
      "cd searchResults[0]", "set isVisible true", "advance 2s",
    ])
    #expect(shell.session.tour?.stepIndex == 3)
    shell.runAll(["cd .."])
    #expect(shell.session.tour?.stepIndex == 3, "step 4 ended on cd ..")
    shell.runAll([
      "set searchResults[1…3].isVisible true", "set searchResults[1…3].isVisible false",
    ])
    #expect(shell.session.tour?.stepIndex == 4)
  }

  @Test func aStepWhoseChecksHoldWhenItBeginsSaysSoOnceAndWaitsForItsAction() {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    let printed = shell.runAll(["tour flickr-search", "set searchText cat"])
    #expect(shell.session.tour?.stepIndex == 1)
    #expect(printed.filter { $0 == Self.alreadyHold }.count == 1, "\(printed)")
    let waiting = shell.runAll(["show", "get executeSearch.isEnabled"])
    #expect(shell.session.tour?.stepIndex == 1)
    #expect(!waiting.contains(Self.alreadyHold))
    shell.runAll(["set searchText cat"])
    #expect(shell.session.tour?.stepIndex == 2)
  }
}
