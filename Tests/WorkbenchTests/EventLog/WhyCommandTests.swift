import FlickrModel
import LoginModel
import Testing
import TwitterModel

@testable import EventLog
@testable import Workbench

/// `why` answers for every app's main chain, one hop a line, effect first, back to the
/// typed line.
@Suite struct WhyCommandTests {
  private func shell(_ lines: [String]) -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(lines)
    return shell
  }

  @Test func twitterSearchTextToTweetsThroughFilterThrottleAndFlatMap() {
    let shell = shell([
      "open twitter", "set searchText swif", "advance 500ms", "set searchText swift", "advance 2s",
    ])
    #expect(
      shell.run("why tweets").printed == [
        "+1.300s  tweets = [20 items]",
        "+1.300s  ← map got TweetPage(tweets: [20 i…, sent success(TweetPage(tweets…",
        "+1.300s  ← twitter.searchRecent(\"swift\") finished: 20 tweets in 300 ms",
        "+1.000s  ← flatMap(.latest) passed \"swift\"",
        "+1.000s  ← throttle(1s) released \"swift\"",
        "+0.500s  ← filter passed \"swift\"",
        "+0.500s  ← searchText = \"swift\"",
        "+0.500s  ← line 4: set searchText swift",
      ])
  }

  @Test func flickrSearchToThePushedResults() {
    let shell = shell(["open flickr", "set searchText sunset", "run executeSearch", "wait"])
    #expect(
      shell.run("why flickr/recentSearches").printed == [
        "+2.000s  flickr/recentSearches = [1 item]",
        "+2.000s  ← flickr/executeSearch value FlickrSearchResults(searchString: \"sunset…",
        "+2.000s  ← flickr.search(\"sunset\") finished: 48 photos in 2000 ms",
        "+0.000s  ← flickr/executeSearch started",
        "+0.000s  ← line 3: run executeSearch",
      ])
    let log = shell.session.eventLog.events.map { EventText.describe($0) }
    let push = log.firstIndex(of: "pushed SearchResultsViewModel \"sunset\"")
    let value = log.firstIndex { $0.hasPrefix("executeSearch value") }
    #expect(push != nil && value != nil && value! < push!, "the value causes the push")
  }

  @Test func aResultRowsVisibilityToItsFavoritesThroughTheDelayAndTheZip() {
    let shell = shell([
      "open flickr", "set searchText sunset", "run executeSearch", "wait",
      "set searchResults[0].isVisible true", "advance 2s",
    ])
    #expect(
      shell.run("why searchResults[0].favorites").printed == [
        "+3.500s  searchResults[0].favorites = 629",
        "+3.500s  ← map got FlickrPhotoMetadata(favorites: 629, comments:…, sent 629",
        "+3.500s  ← map got FlickrPhotoMetadata(fav…, sent success(FlickrPhotoMetad…",
        "+3.500s  ← map got (629, 52), sent FlickrPhotoMetadata(favorites: 629, com…",
        "+3.500s  ← zip got 52, sent (629, 52)",
        "+3.500s  ← flickr.commentsCount(\"44398004500\") finished: 52 in 500 ms",
        "+3.500s    and flickr.favoritesCount(\"44398004500\") finished: 629 in 500 ms",
        "+3.000s  ← delay(1s) released ()",
        "+2.000s  ← flatMap(.latest) passed true",
        "+2.000s  ← skipRepeats passed true",
        "+2.000s  ← searchResults[0].isVisible = true",
        "+2.000s  ← line 5: set searchResults[0].isVisible true",
      ])
    #expect(
      shell.run("why searchResults[0].comments").printed.first
        == "+3.500s  searchResults[0].comments = 52")
  }

  /// A member is printed as the user standing on the top screen types it: a pushed
  /// screen's without its name on that screen, the first screen's with the app's name
  /// there, and each as logged again once the user is back on the first screen.
  @Test func eventsArePrintedRelativeToTheScreenTheUserStandsOn() {
    let shell = shell([
      "open flickr", "set searchText sunset", "run executeSearch", "wait",
      "set searchResults[0].isVisible true", "advance 2s",
    ])
    #expect(
      shell.run("log searchResults[0].isVisible flickr/searchText").printed.map {
        String($0.drop { $0 != "+" })
      } == [
        "+0.000s  flickr/searchText = \"sunset\"",
        "+2.000s  searchResults[0].isVisible = true",
      ])
    #expect(
      shell.run("why searchResults[0].isVisible").printed.first
        == "+2.000s  searchResults[0].isVisible = true")
    shell.runAll(["back"])
    #expect(
      shell.run("log searchText").printed.map { String($0.drop { $0 != "+" }) } == [
        "+0.000s  searchText = \"sunset\""
      ])
    #expect(
      shell.run("why recentSearches").printed.first == "+2.000s  recentSearches = [1 item]")
  }

  @Test func loginInputsToLoginInputValidAndTheRunToLoggedInUser() {
    let shell = shell(["open login", "set firstName Ada", "set lastName Lovelace"])
    #expect(
      shell.run("why loginInputValid").printed == [
        "+0.000s  loginInputValid = true",
        "+0.000s  ← and got (true, true), sent true",
        "+0.000s  ← map got (\"Ada\", \"Lovelace\"), sent true",
        "+0.000s  ← combineLatest got \"Lovelace\", sent (\"Ada\", \"Lovelace\")",
        "+0.000s  ← lastName = \"Lovelace\"",
        "+0.000s  ← line 3: set lastName Lovelace",
      ])
    #expect(
      shell.run("why login").printed == [
        "login is enabled",
        "its rule reads: firstName = \"Ada\", lastName = \"Lovelace\"",
        "login.isEnabled last changed:",
        "+0.000s  login.isEnabled = true",
        "+0.000s  ← combineLatest got \"Lovelace\", sent (\"Ada\", \"Lovelace\")",
        "+0.000s  ← lastName = \"Lovelace\"",
        "+0.000s  ← line 3: set lastName Lovelace",
      ])
    shell.runAll(["run login", "wait"])
    #expect(
      shell.run("why loggedInUser").printed == [
        "+1.500s  loggedInUser = Ada Lovelace (token •••••••••••••••••asdd)",
        "+1.500s  ← login value Ada Lovelace (token •••••••••••••••••asdd)",
        "+1.500s  ← login.login(\"Ada\", \"Lovelace\") finished: a User in 1500 ms",
        "+0.000s  ← login started",
        "+0.000s  ← line 6: run login",
      ])
  }

  /// An action's enabling changes with the state its rule reads (`_names`, the
  /// `combineLatest` of the names), not through `loginInputValid`'s `map` next to it,
  /// nor through the action's own rule and `isEnabled` stages, which stay silent.
  @Test func anActionsEnablingIsCausedByTheStateItsRuleReads() {
    let shell = shell(["open login", "set firstName Ada", "set lastName Lovelace"])
    #expect(
      shell.run("why login.isEnabled").printed.suffix(4) == [
        "+0.000s  login.isEnabled = true",
        "+0.000s  ← combineLatest got \"Lovelace\", sent (\"Ada\", \"Lovelace\")",
        "+0.000s  ← lastName = \"Lovelace\"",
        "+0.000s  ← line 3: set lastName Lovelace",
      ])
    let stages = shell.run("log").printed.filter { $0.contains(" passed ") || $0.contains(" got ") }
    #expect(!stages.contains { $0.contains("ActionAvailability") || $0.contains("RunState") })
  }

  @Test func aDisabledCommandNamesItsRulesInputs() {
    let shell = shell(["open login", "set firstName Ada"])
    #expect(
      shell.run("why login.isEnabled").printed == [
        "login is disabled: lastName must not be empty",
        "its rule reads: firstName = \"Ada\", lastName = \"\"",
        "login.isEnabled has not changed since the session started (or since the log's",
        "  oldest event); it is false",
      ])
  }

  @Test func tweetboatUsernameToTweetsAndAllTweetsLoaded() {
    let shell = shell([
      "open tweetboat", "set username mvvm_daily", "run getTweets", "wait getTweets",
    ])
    #expect(
      shell.run("why tweets").printed == [
        "+0.300s  tweets = [20 items]",
        "+0.300s  ← skipRepeats passed [20 items]",
        "+0.300s  ← map got RepliesFeed(user: TwitterUser(id: \"143…, sent [20 items]",
        "+0.300s  ← zip got TweetPage(tweets: [20 i…, sent (TwitterUser(id: \"143925…",
        "+0.300s  ← twitter.replies(\"mvvm_daily\") finished: 20 tweets in 300 ms",
        "+0.300s    and twitter.user(\"mvvm_daily\") finished: a TwitterUser in 300 ms",
        "+0.000s  ← getTweets started",
        "+0.000s  ← line 3: run getTweets",
      ])
    shell.runAll([
      "run loadMoreTweets", "wait loadMoreTweets", "run loadMoreTweets", "wait loadMoreTweets",
    ])
    let chain = shell.run("why allTweetsLoaded").printed
    #expect(chain.first == "+0.900s  allTweetsLoaded = true")
    #expect(chain.contains { $0.contains("twitter.replies(\"mvvm_daily\", cursor:") })
    #expect(chain.last == "+0.600s  ← line 8: run loadMoreTweets")
  }

  @Test func aPathThatNeverChangedSaysSoAndABadPathIsNamed() {
    let shell = shell(["open flickr"])
    #expect(
      shell.run("why title").printed == [
        "title has not changed since the session started (or since the log's oldest",
        "  event); it is \"Flickr Search\"",
      ])
    #expect(shell.failure("why titel")?.contains("did you mean 'title'") == true)
  }
}
