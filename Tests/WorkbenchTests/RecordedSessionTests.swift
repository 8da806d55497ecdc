import Foundation
import LoopbackTestSupport
import Testing

/// A Tweetboat session recorded against a loopback Mastodon server (`record=`) replays
/// offline (`fixture dir=`), after the server has stopped, with the same script and
/// leaves the view-model in the same state.
@Suite struct RecordedSessionTests {
  /// The script both sessions run after choosing their backend.
  static let steps = [
    "open tweetboat", "set username janecoder", "run getTweets", "wait --timeout 20s",
    "run loadMoreTweets", "wait --timeout 20s",
  ]
  /// What the view-model's state is read with afterwards (not the tweets' ages, which
  /// follow each session's clock).
  static let state = [
    "get userFullName", "get tweets.count", "get tweets[0].status", "get tweets[0].username",
    "get tweets[2].status", "get allTweetsLoaded", "get errorMessage",
  ]

  @Test func aLiveSessionReplaysOfflineIntoTheSameState() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-recorded-session-\(UUID().uuidString)", isDirectory: true)
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let live = ShellHarness(clock: .real, includesStandardApps: true)
    live.runAll(
      ["use twitter mastodon base-url=\(server.baseURL) record=\(directory.path)"] + Self.steps)
    let recorded = live.runAll(Self.state)
    server.stop()

    let offline = ShellHarness(includesStandardApps: true)
    offline.runAll(["use twitter fixture dir=\(directory.path)"] + Self.steps)
    let replayed = offline.runAll(Self.state)

    #expect(replayed == recorded)
    #expect(recorded.contains("tweets.count = 3"))
    #expect(recorded.contains("allTweetsLoaded = true"))
  }
}
