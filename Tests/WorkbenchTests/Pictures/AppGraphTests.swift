import Foundation
import Testing

@testable import Workbench

@Suite("graph draws each app's pipelines from what ReactiveCore reported")
struct AppGraphTests {
  func graph(after lines: [String], command: String = "graph") -> [String] {
    let shell = ShellHarness(includesStandardApps: true, width: 100)
    shell.runAll(lines)
    return shell.run(command).printed
  }

  @Test("Twitter: the search-as-you-type chain through its operators to the request and back")
  func twitter() {
    #expect(
      graph(after: [
        "open twitter", "set searchText sw", "advance 100ms", "set searchText swift",
        "advance 2s",
      ]) == [
        "TwitterSearchViewModel pipelines:",
        "  searchText → filter → throttle(1s) → flatMap(.latest) → isSearching, errorMessage,",
        "      twitter.searchRecent",
        "  twitter.searchRecent → map, isSearching",
        "  map → tweets, queryExecutionTime, tweets[i].ageInSeconds",
        "  tweets → TweetViewModel",
        "",
        "→ seen in this session",
      ])
  }

  @Test("Flickr: executeSearch feeds the recent searches and pushes the results")
  func flickrSearch() {
    #expect(
      graph(after: [
        "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
        "back",
      ]) == [
        "FlickrSearchViewModel pipelines:",
        "  searchText → executeSearch.isEnabled",
        "  executeSearch → SearchResultsViewModel, errorMessage, flickr.search, recentSearches,",
        "      executeSearch.isExecuting, executeSearch.isEnabled",
        "  flickr.search → take(during:), executeSearch",
        "  take(during:) → executeSearch",
        "  recentSearches → RecentSearchItemViewModel",
        "",
        "→ seen in this session",
      ])
  }

  @Test("Flickr results: a row's isVisible feeds its favorites, rows folded into one chain")
  func flickrResults() {
    #expect(
      graph(after: [
        "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
        "set searchResults[0].isVisible true", "set searchResults[1].isVisible true",
        "advance 2s",
      ]) == [
        "SearchResultsViewModel pipelines:",
        "  searchResults[i].isVisible → skipRepeats → flatMap(.latest) → delay(1s) → flickr.favoritesCount,",
        "      flickr.commentsCount",
        "  zip → map → map → map, searchResults[i].metadataError",
        "  flickr.favoritesCount → zip",
        "  flickr.commentsCount → zip",
        "  map → searchResults[i].favorites, searchResults[i].comments",
        "  searchResults → SearchResultsItemViewModel",
        "",
        "→ seen in this session",
      ])
  }

  @Test("login: the names feed loginInputValid and login.isEnabled; login feeds the user")
  func login() {
    #expect(
      graph(after: [
        "open login", "set firstName Ada", "set lastName Lovelace", "run login", "wait login",
      ]) == [
        "LoginViewModel pipelines:",
        "  firstName → combineLatest",
        "  combineLatest → map, login.isEnabled",
        "  map → and",
        "  and → loginInputValid",
        "  lastName → combineLatest",
        "  userLoadingInProgress → negate → and",
        "  login → errorMessage, loggedInUser, login.login, userLoadingInProgress, login.isEnabled",
        "  login.login → take(during:), login",
        "  take(during:) → login",
        "",
        "→ seen in this session",
      ])
  }

  @Test(
    "Tweetboat: username feeds usernameValid and getTweets.isEnabled; paging; both runs' errors merge"
  )
  func tweetboat() {
    #expect(
      graph(after: [
        "open tweetboat", "set username mvvm_daily", "run getTweets", "wait getTweets",
        "run loadMoreTweets", "wait loadMoreTweets",
      ]) == [
        "TweetboatViewModel pipelines:",
        "  username → getTweets.isEnabled, map",
        "  map → usernameValid",
        "  getTweets.isExecuting → combineLatest",
        "  combineLatest → loadMoreTweets.isEnabled",
        "  getTweets → errorMessage, map, combineLatest, profileViewModel, twitter.user, twitter.replies,",
        "      getTweets.isExecuting, getTweets.isEnabled, ⇢ merge",
        "  map → take(during:) → getTweets",
        "  map → skipRepeats, showProfile.isEnabled",
        "  skipRepeats → userFullName, userAvatarURL, tweets, ⇢ allTweetsLoaded",
        "  twitter.user → zip",
        "  twitter.replies → zip, getTweets, map, combineLatest, take(during:), loadMoreTweets",
        "  zip → map, combineLatest, map",
        "  tweets → TweetViewModel",
        "  loadMoreTweets → errorMessage, twitter.replies, loadMoreTweets.isExecuting,",
        "      loadMoreTweets.isEnabled, ⇢ merge",
        "  take(during:) → loadMoreTweets",
        "",
        "→ seen in this session   ⇢ declared, not fired yet",
      ])
  }

  @Test("before anything fires, only what the objects declare is drawn, dashed")
  func declaredOnly() {
    #expect(
      graph(after: ["open login"]) == [
        "LoginViewModel pipelines:",
        "  firstName ⇢ login.isEnabled, combineLatest",
        "  combineLatest ⇢ map ⇢ and",
        "  lastName ⇢ login.isEnabled, combineLatest",
        "  userLoadingInProgress ⇢ negate ⇢ and",
        "  and ⇢ loginInputValid",
        "",
        "⇢ declared, not fired yet",
      ])
  }

  @Test("Twitter before a keystroke: the search chain, declared; a View drawn adds nothing")
  func twitterDeclared() {
    // What the chain feeds is written inside a closure, so it shows once it fired.
    let expected = [
      "TwitterSearchViewModel pipelines:",
      "  searchText ⇢ filter ⇢ throttle(1s) ⇢ flatMap(.latest)",
      "  tweets ⇢ TweetViewModel",
      "",
      "⇢ declared, not fired yet",
    ]
    #expect(graph(after: ["open twitter"]) == expected)
    #expect(graph(after: ["open twitter", "view", "view --bindings"]) == expected)
  }

  @Test(
    "Tweetboat and Flickr right after open: what their objects declare (the merge of both commands' errors), dashed"
  )
  func declaredRightAfterOpen() {
    #expect(
      graph(after: ["open tweetboat"]) == [
        "TweetboatViewModel pipelines:",
        "  username ⇢ getTweets.isEnabled, map",
        "  map ⇢ usernameValid",
        "  tweets ⇢ TweetViewModel",
        "  getTweets.isExecuting ⇢ combineLatest",
        "  getTweets ⇢ merge",
        "  loadMoreTweets ⇢ merge",
        "",
        "⇢ declared, not fired yet",
      ])
    #expect(
      graph(after: ["open flickr"]) == [
        "FlickrSearchViewModel pipelines:",
        "  searchText ⇢ executeSearch.isEnabled",
        "  recentSearches ⇢ RecentSearchItemViewModel",
        "",
        "⇢ declared, not fired yet",
      ])
  }

  @Test("another app's pipelines are forgotten when an app opens")
  func appsDoNotMix() {
    let lines = graph(after: [
      "open twitter", "set searchText swift", "advance 2s", "open login",
    ])
    #expect(!lines.contains { $0.contains("throttle") || $0.contains("twitter") })
  }
}

@Suite("Graphviz accepts every app's graph")
struct AppGraphDotTests {
  @Test(
    "graph --dot of each app, after its main chain ran, is valid dot",
    .enabled(
      if: PipelineGraphTests.dotPath != nil, "Graphviz's dot is not installed (not on PATH)"),
    arguments: [
      ["open twitter", "set searchText swift", "advance 2s"],
      ["open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch"],
      ["open login", "set firstName Ada", "set lastName Lovelace", "run login", "wait login"],
      ["open tweetboat", "set username mvvm_daily", "run getTweets", "wait getTweets"],
    ])
  func dotAccepts(_ lines: [String]) async throws {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(lines)
    let dot = shell.run("graph --dot").printed.joined(separator: "\n") + "\n"
    #expect(try await PipelineGraphTests.dotStatus(of: dot) == 0, "\(dot)")
  }
}
