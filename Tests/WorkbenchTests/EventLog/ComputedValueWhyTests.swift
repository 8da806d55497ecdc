import LoopbackTestSupport
import Testing

@testable import Workbench

/// `why` of a value computed from a member (`tweets.count`), which the log never names:
/// it explains the member's last change, on the fixture backend and on a live one alike
/// (a Mastodon-style loopback server, on the virtual clock: its answer comes at once).
/// (It said the value had not changed since the session started.)
@Suite struct ComputedValueWhyTests {
  /// The explanation of `tweets.count` after one search typed at `line`, answered with
  /// `count` tweets at `time` after `took` (`page`: how the answer's start is shortened).
  static func explanation(count: Int, time: String, took: String, page: String, line: Int)
    -> [String]
  {
    [
      "tweets.count is computed from tweets; it is \(count)",
      "tweets last changed:",
      "\(time)  tweets = [\(count) items]",
      "\(time)  ← map got TweetPage(tweets: [\(page)…, sent success(TweetPage(tweets…",
      "\(time)  ← twitter.searchRecent(\"swift\") finished: \(count) tweets in \(took)",
      "+0.000s  ← flatMap(.latest) passed \"swift\"",
      "+0.000s  ← throttle(1s) released \"swift\"",
      "+0.000s  ← filter passed \"swift\"",
      "+0.000s  ← searchText = \"swift\"",
      "+0.000s  ← line \(line): set searchText swift",
    ]
  }

  @Test func onTheFixtureBackend() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "wait"])
    #expect(
      shell.run("why tweets.count").printed
        == Self.explanation(count: 20, time: "+0.300s", took: "300 ms", page: "20 i", line: 2))
  }

  @Test func onALiveBackend() throws {
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    defer { server.stop() }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "use twitter mastodon base-url=\(server.baseURL)", "set searchText swift",
      "wait --timeout 20s",
    ])
    #expect(
      shell.run("why tweets.count").printed
        == Self.explanation(count: 2, time: "+0.000s", took: "0 ms", page: "2 it", line: 3))
  }
}
