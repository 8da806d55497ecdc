import Foundation
import LoopbackTestSupport
import Synchronization
import Testing

@testable import Workbench

/// A live backend's answers reach the view-model on the session's clock, so they are
/// watched, logged and explained exactly as a fixture backend's are; and each app's main
/// scenario logs the same events with the same causes on a loopback live backend as on
/// the offline backend replaying what the live one answered.
@Suite struct LiveBackendLogTests {
  /// `text` with what differs from run to run on the real clock written as `T` (times
  /// on the clock, request durations, how long a wait took).
  static func timeless(_ text: String) -> String {
    var text = text
    for (pattern, replacement) in [
      (#"\+\d+\.\d{3}s"#, "+T"), (#"\d+ ms"#, "T ms"), (#"after (0|\d+(\.\d+)?m?s)$"#, "after T"),
      // A recording keeps no secret: the replayed token is masked whole.
      (#"\(token [^)]*\)?"#, "(token •)"),
    ] {
      text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }
    return text
  }

  @Test func aLiveSearchIsWatchedLoggedAndExplained() throws {
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    defer { server.stop() }
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "open twitter", "use twitter mastodon base-url=\(server.baseURL)",
      "watch isSearching tweets.count",
    ])
    let searched = shell.runAll(["set searchText swift", "wait --timeout 20s"])
    #expect(
      searched.map(Self.timeless) == [
        "searchText = \"swift\"", "watch: isSearching = true", "watch: tweets.count = 2",
        "watch: isSearching = false", "idle after T",
      ])
    #expect(
      shell.run("log tweets isSearching queryExecutionTime").printed.map(Self.timeless) == [
        "#9 ← #8    +T  isSearching = true",
        "#14 ← #13  +T  tweets = [2 items]",
        "#15 ← #13  +T  queryExecutionTime = \"Execution time: T ms\"",
        "#16 ← #12  +T  isSearching = false",
      ])
    #expect(
      shell.run("why tweets").printed.map(Self.timeless) == [
        "+T  tweets = [2 items]",
        "+T  ← map got TweetPage(tweets: [2 it…, sent success(TweetPage(tweets…",
        "+T  ← twitter.searchRecent(\"swift\") finished: 2 tweets in T ms",
        "+T  ← flatMap(.latest) passed \"swift\"",
        "+T  ← throttle(1s) released \"swift\"",
        "+T  ← filter passed \"swift\"",
        "+T  ← searchText = \"swift\"",
        "+T  ← line 4: set searchText swift",
      ])
    #expect(
      shell.runAll(["get isSearching", "get tweets.count"]) == [
        "isSearching = false", "tweets.count = 2",
      ])
  }

  // MARK: The same scenario, live and replayed

  /// The log of `shell` as `N ← M  text` lines, times and durations aside, without the
  /// rows' clock ticks and the ages they change (which fire whenever a second has passed, so a slow machine
  /// may see one during a live wait), numbered afresh in order.
  static func causalLog(_ shell: ShellHarness) -> [String] {
    let lines = shell.run("log --last 10000").printed
    let pattern = #/^#(\d+)(?: ← #(\d+))?\s+\+\d+\.\d{3}s\s+(.*)$/#
    var numbers: [String: Int] = [:]
    var result: [String] = []
    for line in lines {
      guard let match = line.wholeMatch(of: pattern) else {
        result.append("unparsed: \(line)")
        continue
      }
      let text = timeless(String(match.output.3))
      if text.contains("ageInSeconds") || text.hasPrefix("clock ticked") { continue }
      numbers[String(match.output.1)] = numbers.count + 1
      let cause = match.output.2.map { numbers[String($0)].map(String.init) ?? "dropped" }
      result.append("\(numbers.count)\(cause.map { " ← \($0)" } ?? "")  \(text)")
    }
    return zipPartnersUnordered(result)
  }

  /// `log` with each zip of two requests that ran at once written the same whichever
  /// finished first: on the real clock either may, and the log truthfully says which
  /// (`A finished`, `zip held a`, `B finished`, `zip got b, sent (a, b)`). The two
  /// requests' lines are put in text order, `held`/`got` written `took` (with the
  /// value's first columns), and what the zip sent, the same in both orders, stays on
  /// the second; what follows still hangs on the second finish and the pass, which keep
  /// their places.
  static func zipPartnersUnordered(_ log: [String]) -> [String] {
    var log = log
    let line = #/^(\d+)((?: ← \d+)?)  (.*)$/#
    let pass = #/zip got (.*)(, sent .*)/#
    var index = 1
    while index + 2 < log.count {
      guard let held = log[index].wholeMatch(of: line), held.output.3.hasPrefix("zip held "),
        let passed = log[index + 2].wholeMatch(of: line),
        let got = passed.output.3.wholeMatch(of: pass),
        let first = log[index - 1].wholeMatch(of: line),
        let second = log[index + 1].wholeMatch(of: line)
      else {
        index += 1
        continue
      }
      // A held value is cut to the line's room, a value got to half of it (it shares
      // the room with what was sent): compared by their first columns.
      let partners = [
        (finish: first, value: held.output.3.dropFirst("zip held ".count).prefix(12)),
        (finish: second, value: got.output.1.prefix(12)),
      ].sorted { $0.finish.output.3 < $1.finish.output.3 }
      for (offset, partner) in partners.enumerated() {
        let finishAt = index - 1 + 2 * offset
        log[finishAt] =
          "\(log[finishAt].prefix { $0 != " " })\(partner.finish.output.2)  \(partner.finish.output.3)"
        let zipAt = finishAt + 1
        log[zipAt] =
          "\(log[zipAt].prefix { $0 != " " }) ← \(finishAt + 1)  zip took \(partner.value)"
          + (offset == 1 ? got.output.2 : "")
      }
      index += 3
    }
    return log
  }

  /// Runs `lines` live (real clock) against `server` with `live`, recording into a new
  /// directory, then on the same clock with `replay` reading that recording; returns
  /// both logs.
  static func liveAndReplayed(
    _ lines: [String], live: String, replay: String, server: LoopbackHTTPServer
  ) -> (live: [String], replayed: [String]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-differential-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let liveShell = ShellHarness(clock: .real, includesStandardApps: true)
    liveShell.runAll(["\(live) record=\(directory.path)"] + lines)
    let liveLog = causalLog(liveShell)
    server.stop()
    let replayShell = ShellHarness(clock: .real, includesStandardApps: true)
    replayShell.runAll(["\(replay) dir=\(directory.path) latency=1ms"] + lines)
    return (liveLog, causalLog(replayShell))
  }

  @Test func twitterSearchLogsTheSameLiveAndReplayed() throws {
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let logs = Self.liveAndReplayed(
      ["open twitter", "set searchText swift", "wait --timeout 20s"],
      live: "use twitter mastodon base-url=\(server.baseURL)", replay: "use twitter fixture",
      server: server)
    #expect(logs.live == logs.replayed)
    #expect(logs.live.contains { $0.hasSuffix("tweets = [2 items]") })
  }

  /// Tweetboat's first page and the next, live from `server` (a Mastodon-style one) and
  /// replayed on the fixture backend.
  static func tweetboatPagingLogs(_ server: LoopbackHTTPServer) -> (
    live: [String], replayed: [String]
  ) {
    liveAndReplayed(
      [
        "open tweetboat", "set username janecoder", "run getTweets", "wait --timeout 20s",
        "run loadMoreTweets", "wait --timeout 20s",
      ],
      live: "use twitter mastodon base-url=\(server.baseURL)", replay: "use twitter fixture",
      server: server)
  }

  @Test func tweetboatPagingLogsTheSameLiveAndReplayed() throws {
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let logs = Self.tweetboatPagingLogs(server)
    #expect(logs.live == logs.replayed)
    #expect(logs.live.contains { $0.hasSuffix("allTweetsLoaded = true") })
  }

  /// The other order: the user's lookup answered late, so the replies finish first and
  /// the zip holds the page instead of the user (the replay always finishes the user
  /// first); the logs still compare, the pair taken unordered.
  @Test func tweetboatPagingLogsTheSameWhenTheRepliesFinishFirst() throws {
    let server = try LoopbackHTTPServer()
    let answer = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let lookups = Mutex(0)
    server.handler = { request in
      if request.path == "/api/v1/accounts/lookup",
        lookups.withLock({ count in
          count += 1
          return count
        }) == 1
      {
        Thread.sleep(forTimeInterval: 0.3)
      }
      return answer(request)
    }
    let logs = Self.tweetboatPagingLogs(server)
    #expect(logs.live == logs.replayed)
    #expect(logs.live.contains { $0.hasPrefix("27 ← 26  zip took TweetPage") })
  }

  @Test func loginLogsTheSameLiveAndReplayed() throws {
    let server = try HostilePayloads.server(text: "Ada")
    let logs = Self.liveAndReplayed(
      [
        "open login", "set firstName Ada", "set lastName Lovelace", "run login",
        "wait --timeout 20s",
      ],
      live: "use login live url=\(server.url("/login"))", replay: "use login dummy",
      server: server)
    #expect(logs.live == logs.replayed)
    #expect(logs.live.contains { $0.contains("login completed") })
  }

  @Test func flickrSearchLogsTheSameLiveAndReplayed() throws {
    let server = try HostilePayloads.server(text: "Sunset over the sea")
    let logs = Self.liveAndReplayed(
      ["open flickr", "set searchText sunset", "run executeSearch", "wait --timeout 20s"],
      live: "use flickr live base-url=\(server.url("/services/rest/")) api-key=k",
      replay: "use flickr fixture", server: server)
    #expect(logs.live == logs.replayed)
    #expect(logs.live.contains { $0.contains("pushed") })
  }
}
