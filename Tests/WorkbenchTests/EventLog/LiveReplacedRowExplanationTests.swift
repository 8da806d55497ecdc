import LoopbackTestSupport
import Testing

@testable import Workbench

/// `ReplacedRowExplanationTests` on a live backend: a Mastodon-style loopback server
/// answers both searches. The session runs on the virtual clock, whose `wait` waits in
/// real time only for the requests, so the new rows have not ticked yet when `why` is
/// asked, however slow the machine.
@Suite struct LiveReplacedRowExplanationTests {
  @Test func whyOfANewRowNamesTheListThatBroughtIt() throws {
    let server = try LoopbackHTTPServer()
    let samples = MastodonSamples.handler(base: server.baseURL.absoluteString)
    server.handler = { request in
      // Every tag has the same posts: a second search brings new rows of the same text.
      request.path.hasPrefix("/api/v1/timelines/tag/")
        ? .json(200, MastodonSamples.tagTimeline) : samples(request)
    }
    defer { server.stop() }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "use twitter mastodon base-url=\(server.baseURL)",
      "set searchText swift", "wait --timeout 20s", "advance 2s",
      "set searchText combine", "wait --timeout 20s",
    ])
    #expect(
      shell.run("why tweets[0].ageInSeconds").printed == [
        "tweets[0].ageInSeconds has not changed since tweets[0] arrived; it is 57577135",
        "tweets last changed:",
        "+2.000s  tweets = [2 items]",
        "+2.000s  ← map got TweetPage(tweets: [2 it…, sent success(TweetPage(tweets…",
        "+2.000s  ← twitter.searchRecent(\"combine\") finished: 2 tweets in 0 ms",
        "+2.000s  ← flatMap(.latest) passed \"combine\"",
        "+2.000s  ← throttle(1s) released \"combine\"",
        "+2.000s  ← filter passed \"combine\"",
        "+2.000s  ← searchText = \"combine\"",
        "+2.000s  ← line 6: set searchText combine",
      ])
    #expect(
      shell.run("log tweets[0].ageInSeconds").printed == [
        "#14 ← #13  +0.000s  tweets = [2 items]",
        "#32 ← #31  +2.000s  tweets = [2 items]",
      ])
    shell.run("advance 1s")
    #expect(
      shell.run("why tweets[0].ageInSeconds").printed.prefix(2) == [
        "+3.000s  tweets[0].ageInSeconds = 57577136 (one change of tweets[0…1].ageInSeco…",
        "+3.000s  ← clock ticked (every 1s)",
      ])
    #expect(
      shell.run("log tweets[0].ageInSeconds").printed == [
        "#14 ← #13  +0.000s  tweets = [2 items]",
        "#32 ← #31  +2.000s  tweets = [2 items]",
        "#36 ← #35  +3.000s  tweets[0…1].ageInSeconds = 57577136, 57577207",
      ])
  }
}
