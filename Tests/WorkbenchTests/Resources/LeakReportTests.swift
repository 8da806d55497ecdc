import Testing

@testable import Workbench

/// The leak report after `back` and `close`: what a screen left alive, with the observers
/// still on their signals and the line that attached each; `leaks` lists the session's
/// reports. The memory lesson's leaky rows are reported, their fix and every built-in
/// app's screens are not.
@Suite struct LeakReportTests {
  private func shell(opening app: String) -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["use flickr fixture size=3", "open \(app)"])
    return shell
  }

  private func searchAndShowARow(in shell: ShellHarness) {
    shell.runAll([
      "set searchText sunset", "run executeSearch", "advance 2s",
      "set searchResults[0].isVisible true",
    ])
  }

  @Test func rowsThatCaptureThemselvesStronglyAreReportedAfterBack() {
    let shell = shell(opening: "flickr-leaky")
    searchAndShowARow(in: shell)
    #expect(
      shell.run("back").printed == [
        "← popped SearchResultsViewModel \"sunset\"; back at FlickrSearchViewModel \"Flickr",
        "  Search\"",
        "leak after back (line 7): SearchResultsViewModel \"sunset\" left 3 alive",
        "  3 SearchResultsItemViewModel",
        "    6 observers on isVisible, started by SearchResultsItemViewModel.init",
      ])
    #expect(
      shell.run("leaks").printed == [
        "1 leak report, 1 screen checked",
        "leak after back (line 7): SearchResultsViewModel \"sunset\" left 3 alive",
        "  3 SearchResultsItemViewModel",
        "    6 observers on isVisible, started by SearchResultsItemViewModel.init",
      ])
    #expect(shell.run("expect resources.SearchResultsItemViewModel == 3").outcome == .succeeded)
  }

  @Test func theRealClockReportsTheSameOnceTheSearchHasEnded() {
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "use flickr fixture size=3 latency=10ms", "open flickr-leaky", "set searchText sunset",
      "run executeSearch", "wait", "set searchResults[0].isVisible true",
    ])
    #expect(
      shell.run("back").printed.suffix(3) == [
        "leak after back (line 7): SearchResultsViewModel \"sunset\" left 3 alive",
        "  3 SearchResultsItemViewModel",
        "    6 observers on isVisible, started by SearchResultsItemViewModel.init",
      ])
  }

  @Test func rowsThatCaptureThemselvesWeaklyAreNot() {
    let shell = shell(opening: "flickr-fixed")
    searchAndShowARow(in: shell)
    #expect(!shell.run("back").printed.contains { $0.hasPrefix("leak") })
    #expect(shell.run("leaks").printed == ["no leaks: 1 screen checked after back or close"])
    #expect(shell.run("expect resources.SearchResultsItemViewModel == 0").outcome == .succeeded)
  }

  @Test func closingTheAppChecksEveryScreenItHad() {
    let shell = shell(opening: "flickr-leaky")
    searchAndShowARow(in: shell)
    let printed = shell.runAll(["open flickr-fixed"])
    #expect(
      printed.filter { $0.hasPrefix("leak") } == [
        "leak after close (line 7): SearchResultsViewModel \"sunset\" left 3 alive"
      ])
    #expect(shell.run("leaks").printed.first == "1 leak report, 2 screens checked")
  }

  @Test func noBuiltInAppsScreenIsReported() {
    let shell = ShellHarness(includesStandardApps: true)
    let printed = shell.runAll([
      "use flickr fixture size=3", "open flickr", "set searchText sunset", "run executeSearch",
      "advance 2s", "set searchResults[0].isVisible true", "advance 2s", "back",
      "set searchText sunsets", "run executeSearch", "advance 2s", "back",
      "open twitter", "set searchText swift", "advance 2s", "set searchText swiftly",
      "advance 2s",
      "open tweetboat", "set username mvvm_daily", "run getTweets", "advance 2s",
      "run loadMoreTweets", "advance 2s", "run showProfile", "advance 2s", "back",
      "run showProfile", "advance 2s", "back",
      "open login", "set firstName Ada", "set lastName Lovelace", "run login", "advance 2s",
      "open flickr", "set searchText sunset", "run executeSearch", "advance 2s", "back",
    ])
    #expect(!printed.contains { $0.hasPrefix("leak") })
    #expect(shell.run("leaks").printed == ["no leaks: 9 screens checked after back or close"])
  }
}
