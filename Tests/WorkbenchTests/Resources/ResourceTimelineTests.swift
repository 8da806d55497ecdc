import Testing

@testable import Workbench

/// `timeline resources.NAME`: a count `expect resources.NAME` reads, drawn over the
/// session from samples taken after each line and each action the clock runs. The
/// memory lesson's picture: the leaky rows' observers rise with the search and stay
/// after `back`.
@Suite struct ResourceTimelineTests {
  private let lines = [
    "use flickr fixture size=3", "open flickr-leaky", "set searchText sunset",
    "run executeSearch", "advance 2s", "set searchResults[0].isVisible true", "advance 2s",
    "back", "advance 1s",
  ]

  /// ReactiveCore's counts are the whole process's, so they are drawn in a child `mvvm
  /// --script`, where nothing but the session makes ReactiveCore objects.
  @Test(.enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason))
  func observersRiseWithTheSearchAndStayAfterBackInTheLeakyApp() throws {
    let timeline =
      "timeline resources.observers resources.SearchResultsItemViewModel resources.leaks"
      + " --width 80"
    let run = try ChildScriptRun.run(lines + [timeline])
    #expect(run.status == 0)
    let printed = run.printed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(printed.drop { !$0.hasPrefix("advanced 1s") }.dropFirst()) == [
        "                                      0s      1s      2s      3s      4s      5s",
        "                                      +-------+-------+-------+-------+--------+",
        "resources.observers                   30--------------52------70--46--45--------",
        "resources.SearchResultsItemViewModel  ----------------3-------------------------",
        "resources.leaks                       0-------------------------------1---------",
        "",
      ])
  }

  @Test func viewModelCountsAndLeaksAreDrawnInTheSession() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(lines)
    #expect(
      shell.run("timeline resources.SearchResultsItemViewModel resources.leaks --width 60 --ascii")
        .printed == [
          "                                0s        2s         4s",
          "                                +---------+----------+------",
          "resources.SearchResultsItemVi>  ----------3-----------------",
          "resources.leaks                 0--------------------1------",
        ])
  }

  /// Rows a line adds to a screen already on the stack (a page of replies) are counted
  /// after that line, though the stack is not walked after every line.
  @Test func rowsAddedToTheScreenOnTheStackAreCountedAfterTheirLine() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "use twitter fixture size=60", "open tweetboat", "set username mvvm_daily",
      "run getTweets", "advance 1s", "run loadMoreTweets", "advance 1s",
    ])
    #expect(
      shell.run("timeline resources.TweetViewModel --width 60 --ascii").printed == [
        "                          1s           1.5s          2s",
        "                          +------------+-------------+------",
        "resources.TweetViewModel  20-------------------------40-----",
      ])
  }

  @Test func aNameNothingCountsIsRefusedWithTheNearest() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Array(lines.prefix(2)))
    #expect(
      shell.run("timeline resources.observerz").outcome
        == .failed(
          "resources.observerz: nothing by that name is counted; did you mean 'observers'?"
            + " (view-model types seen, signals, observers, producers, disposables,"
            + " scheduledActions, inFlight, leaks)"))
  }
}
