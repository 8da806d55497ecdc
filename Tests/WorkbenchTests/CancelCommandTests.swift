import Testing

/// `cancel`: a command's run, or everything in flight, ends at once and the session goes
/// on (the next request works).
@Suite struct CancelCommandTests {
  @Test func cancellingACommandEndsItsRunAndNothingIsPushed() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch", "advance 1s"])
    let cancelled = shell.run("cancel executeSearch").printed
    #expect(cancelled == ["executeSearch: interrupted", "cancelled executeSearch"])
    #expect(
      shell.run("get executeSearch").printed == ["executeSearch = enabled, idle"])
    shell.runAll(["advance 2s"])
    #expect(shell.session.prompt == "flickr> ")
    shell.runAll(["run executeSearch", "wait"])
    #expect(shell.session.prompt == "flickr/SearchResults> ")
  }

  @Test func cancellingWithoutACommandEndsEveryRequestInFlight() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "use twitter fixture latency=5s", "set searchText swift", "advance 1s",
    ])
    #expect(shell.run("get isSearching").printed == ["isSearching = true"])
    #expect(
      shell.run("cancel").printed == ["cancelled the runs in flight and 1 backend request"])
    #expect(shell.run("get isSearching").printed == ["isSearching = false"])
    #expect(
      shell.run("get errorMessage").printed.first?.contains("the request was cancelled") == true)
    shell.runAll(["use twitter fixture", "set searchText swiftlang", "wait"])
    #expect(shell.run("get errorMessage").printed == ["errorMessage = nil"])
  }

  @Test func cancellingARunCountsTheRequestsItHadStarted() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "use twitter fixture latency=5s", "open tweetboat", "set username mvvm_daily",
      "run getTweets", "advance 1s",
    ])
    #expect(
      shell.run("cancel").printed.last == "cancelled the runs in flight and 2 backend requests")
  }

  @Test func cancellingWhatIsNotRunningSaysSo() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr"])
    #expect(
      shell.failure("cancel executeSearch") == "executeSearch is not running; nothing to cancel")
    #expect(
      shell.run("cancel").printed == [
        "cancelled the runs in flight; no backend request was in flight"
      ])
  }
}
