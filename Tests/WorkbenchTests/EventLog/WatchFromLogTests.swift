import Testing

@testable import Workbench

/// Watches read the event log: `watch COMMAND` prints its runs and state, a watch waits
/// for a path that does not exist yet, and a watch is dropped with its screen.
@Suite struct WatchFromLogTests {
  @Test func watchingACommandPrintsItsStateAndRuns() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "set firstName Ada"])
    #expect(
      shell.run("watch login").printed == [
        "watching login (its runs, isEnabled and isExecuting)"
      ])
    #expect(
      shell.run("set lastName Lovelace").printed == [
        "lastName = \"Lovelace\"", "watch: login.isEnabled = true",
      ])
    let run = shell.runAll(["run login", "wait"]).filter { $0.hasPrefix("watch:") }
    #expect(
      run == [
        "watch: login.isEnabled = false", "watch: login started",
        "watch: login value Ada Lovelace (token •••••••••••••••••asdd)",
        "watch: login completed", "watch: login.isEnabled = true",
      ])
  }

  @Test func aMemberTheRowsDoNotHaveIsRefusedBeforeAnyRowExists() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter"])
    #expect(
      shell.failure("watch tweets[0].text")
        == "tweets[0].text: TweetViewModel has no member 'text' (members: status, username, profileImageUrl, ageInSeconds)"
    )
    #expect(
      shell.failure("watch tweets[0...2].statu")
        == "tweets[0…2].statu: TweetViewModel has no member 'statu'; did you mean 'status'? (members: status, username, profileImageUrl, ageInSeconds)"
    )
    #expect(shell.run("watches").printed == ["nothing is watched"])
    #expect(
      shell.run("watch tweets[0].status").printed == [
        "watching tweets[0].status: it does not exist yet (tweets[0]: out of range:",
        "  tweets is empty); waiting for it",
      ])
  }

  @Test func aWatchWaitsForItsPathAndIsDroppedWithItsScreen() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter"])
    #expect(
      shell.run("watch tweets[0].status").printed == [
        "watching tweets[0].status: it does not exist yet (tweets[0]: out of range:",
        "  tweets is empty); waiting for it",
      ])
    #expect(shell.run("watches").printed == ["tweets[0].status (waiting for it to exist)"])
    let found = shell.runAll(["set searchText swift", "wait"]).filter { $0.hasPrefix("watch:") }
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("watch: tweets[0].status = \"") == true)
    #expect(shell.run("watches").printed == ["tweets[0].status"])

    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch", "wait"])
    shell.run("watch searchResults[0].favorites")
    #expect(
      shell.run("back").printed == [
        "dropped the watch on searchResults[0].favorites: its screen",
        "  SearchResultsViewModel \"sunset\" was popped",
        "← popped SearchResultsViewModel \"sunset\"; back at FlickrSearchViewModel \"Flickr",
        "  Search\"",
      ])
    #expect(shell.run("watches").printed == ["nothing is watched"])
  }
}

/// `wait` waits for the backends' requests in flight on the virtual clock too, and
/// names them when it gives up.
@Suite struct WaitForRequestsOnTheVirtualClockTests {
  @Test func waitOutlastsASearchAsYouTypeRequestAndNamesItWhenGivingUp() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "use twitter fixture latency=2s", "set searchText swift"])
    #expect(
      shell.failure("wait --timeout 1s")
        == "wait: gave up after 1s of virtual time before everything is idle (still in flight: twitter.searchRecent(\"swift\"))"
    )
    #expect(shell.run("wait").printed == ["everything is idle after 1s of virtual time"])
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 20"])
  }
}
