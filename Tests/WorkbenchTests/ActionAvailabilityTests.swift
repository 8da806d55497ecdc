import Testing

@testable import Workbench

/// `run` on a disabled command says why, in the words of the view-model's current state.
@Suite struct CommandAvailabilityTests {
  @Test func flickrSearchNeedsALongerTextAndOneSearchAtATime() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.run("open flickr")
    #expect(
      shell.failure("run executeSearch")
        == "executeSearch is disabled: searchText must be longer than 3 characters")
    shell.run("set searchText cat")
    #expect(
      shell.failure("run executeSearch")
        == "executeSearch is disabled: searchText must be longer than 3 characters")
    shell.runAll(["set searchText cats", "run executeSearch"])
    #expect(
      shell.failure("run executeSearch") == "executeSearch is disabled: a search is already running"
    )
  }

  @Test func loginNamesTheEmptyNamesAndARunningLogin() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.run("open login")
    #expect(
      shell.failure("run login") == "login is disabled: firstName and lastName must not be empty")
    shell.run("set lastName Lee")
    #expect(shell.failure("run login") == "login is disabled: firstName must not be empty")
    shell.runAll(["set firstName Ann", "run login"])
    #expect(shell.failure("run login") == "login is disabled: a login is already running")
  }

  @Test func tweetboatExplainsEachCommandFromWhatIsLoaded() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.run("open tweetboat")
    #expect(
      shell.failure("run loadMoreTweets") == "loadMoreTweets is disabled: run getTweets first")
    #expect(shell.failure("run showProfile") == "showProfile is disabled: run getTweets first")
    shell.run("set username \"no spaces\"")
    #expect(
      shell.failure("run getTweets")
        == "getTweets is disabled: username must be 1–15 letters, digits or underscores, optionally after @"
    )
    shell.runAll(["set username mvvm_daily", "run getTweets"])
    #expect(shell.failure("run getTweets") == "getTweets is disabled: tweets are already loading")
    #expect(shell.failure("run loadMoreTweets") == "loadMoreTweets is disabled: a page is loading")
    shell.runAll([
      "wait getTweets", "run loadMoreTweets", "wait loadMoreTweets", "run loadMoreTweets",
      "wait loadMoreTweets",
    ])
    #expect(
      shell.failure("run loadMoreTweets") == "loadMoreTweets is disabled: all tweets are loaded")
  }
}
