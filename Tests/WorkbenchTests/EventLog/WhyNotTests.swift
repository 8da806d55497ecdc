import Foundation
import LoopbackTestSupport
import Testing

@testable import Workbench

/// `why` on a path that did not change after what the user did says why not: where the
/// flow toward it ended, what ended it, and the line behind that (`why not PATH` gives
/// only that answer).
@Suite struct WhyNotTests {
  static let hiddenRowScript = [
    "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
    "set searchResults[0…2].isVisible true", "advance 1.2s",
    "set searchResults[1].isVisible false", "advance 3s",
  ]

  @Test func aRowHiddenDuringItsFetchSaysWhyItsFavoritesNeverChanged() {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    shell.runAll(Self.hiddenRowScript)
    let answer = [
      "searchResults[1].favorites never changed: its requests flickr.commentsCount(\"19094330762\") and "
        + "flickr.favoritesCount(\"19094330762\") were cancelled at +3.200s when isVisible became false (line 7)"
    ]
    #expect(shell.run("why searchResults[1].favorites").printed == answer)
    #expect(shell.run("why not searchResults[1].favorites").printed == answer)
  }

  /// The row hidden while its two requests are in flight, on a backend chosen with
  /// `backend` whose search runs on `clock` (a live search needs the real clock); the
  /// row's spell then runs on the virtual clock. Returns `why not` on its favorites with
  /// the times taken out (a live search takes its own time).
  static func whyNotAfterHidingARowInFlight(
    using backend: String, searchingOn clock: String, visibleFor shown: String = "1.2s"
  )
    -> [String]
  {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    shell.runAll([
      backend, "clock \(clock)", "open flickr", "set searchText sunset", "run executeSearch",
      "wait --timeout 20s", "clock virtual", "set searchResults[1].isVisible true",
      "advance \(shown)", "set searchResults[1].isVisible false", "advance 1s",
    ])
    return shell.run("why not searchResults[1].favorites").printed.map {
      $0.replacingOccurrences(of: #"\+\d+\.\d{3}s"#, with: "+T", options: .regularExpression)
    }
  }

  static let inFlightAnswer = [
    "searchResults[1].favorites never changed: its requests flickr.commentsCount(\"19094330762\") and "
      + "flickr.favoritesCount(\"19094330762\") were cancelled at +T when isVisible became false (line 10)"
  ]

  @Test func aRowHiddenWithItsRequestsInFlightOnTheFixture() {
    #expect(
      Self.whyNotAfterHidingARowInFlight(using: "use flickr fixture", searchingOn: "virtual")
        == Self.inFlightAnswer)
  }

  /// The same on a live backend (a loopback Flickr whose metadata answers wait until the
  /// client gives up): the same answer, word for word.
  @Test func aRowHiddenWithItsRequestsInFlightOnALoopbackLiveBackend() throws {
    let server = try LoopbackHTTPServer(
      handler: FlickrSamples.handler(FlickrSamples.sunsetPair, metadataDelay: 30))
    defer { server.stop() }
    let backend = "use flickr live base-url=\(server.url("/services/rest/")) api-key=k"
    #expect(
      Self.whyNotAfterHidingARowInFlight(using: backend, searchingOn: "real")
        == Self.inFlightAnswer)
  }

  /// Hidden within its second, a row's fetch never started: the delay before it was
  /// cancelled holding a Void trigger, which the answer does not print as `()`.
  static let delayAnswer = [
    "searchResults[1].favorites never changed: delay(1s) was cancelled before it sent anything on, at +T "
      + "when isVisible became false (line 10)"
  ]

  @Test func aRowHiddenWithinItsSecondOnTheFixture() {
    #expect(
      Self.whyNotAfterHidingARowInFlight(
        using: "use flickr fixture", searchingOn: "virtual", visibleFor: "0.5s")
        == Self.delayAnswer)
  }

  /// The same on a loopback Flickr: the same answer, word for word.
  @Test func aRowHiddenWithinItsSecondOnALoopbackLiveBackend() throws {
    let server = try LoopbackHTTPServer(handler: FlickrSamples.handler(FlickrSamples.sunsetPair))
    defer { server.stop() }
    let backend = "use flickr live base-url=\(server.url("/services/rest/")) api-key=k"
    #expect(
      Self.whyNotAfterHidingARowInFlight(using: backend, searchingOn: "real", visibleFor: "0.5s")
        == Self.delayAnswer)
  }

  @Test func aFailedRequestIsNamedNotThePartnerItCancelled() {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    shell.runAll([
      "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
      "use flickr fixture fail=boom", "set searchResults[0].isVisible true", "advance 2s",
    ])
    #expect(
      shell.run("why not searchResults[0].favorites").printed == [
        "searchResults[0].favorites never changed: its request flickr.favoritesCount(\"44398004500\") failed at +3.500s: "
          + "injected fault: boom after 500 ms; it was started when isVisible became true (line 6)"
      ])
  }

  @Test func aRowThatChangedHasNothingToExplainWhyNot() {
    let shell = ShellHarness(includesStandardApps: true, width: 160)
    shell.runAll(Self.hiddenRowScript)
    #expect(
      shell.run("why not searchResults[0].favorites").printed == [
        "searchResults[0].favorites: nothing the log holds ended on its way to it after its latest change; "
          + "why searchResults[0].favorites explains that change"
      ])
  }

  @Test func aDroppedSearchSaysWhyTweetsDidNotChangeThenHowTheyLastDid() {
    let shell = ShellHarness(includesStandardApps: true, width: 120)
    shell.runAll([
      "open twitter", "set searchText swift", "advance 2s", "set searchText \"\"", "advance 2s",
    ])
    let whyNot =
      "tweets did not change: filter dropped \"\" at +2.000s when searchText became \"\" (line 4)"
    #expect(
      shell.run("why tweets").printed == [
        whyNot,
        "tweets last changed:",
        "+0.300s  tweets = [20 items]",
        "+0.300s  ← map got TweetPage(tweets: [20 items], nextCursor: \"…, sent success(TweetPage(tweets: [20 items], nextCu…",
      ] + WhyNamesTheRealCauseTests.searchForSwift)
    #expect(shell.run("why not tweets").printed == [whyNot])
  }
}
