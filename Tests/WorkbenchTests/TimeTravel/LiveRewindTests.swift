import Foundation
import LoopbackTestSupport
import Testing

@testable import Model
@testable import Workbench

/// A live session rewinds: the session keeps the responses its live backends received,
/// and `goto`, `skip` and `diff` answer from them, asking the server nothing; a request
/// the memory lacks is refused by name, never sent.
@Suite struct LiveRewindTests {
  /// A real-clock session searching a loopback Mastodon server for `swift`.
  static func liveSearch(_ server: LoopbackHTTPServer) -> ShellHarness {
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "use twitter mastodon base-url=\(server.baseURL)", "open twitter", "set searchText swift",
      "wait --timeout 20s",
    ])
    return shell
  }

  @Test func aLiveSessionRewindsWithoutAskingTheServerAgain() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let shell = Self.liveSearch(server)
    let asked = server.requests.count
    #expect(asked > 0)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 2"])
    let present = shell.interpreter.session
    #expect(present.liveResponses.kept.count == asked)
    #expect(shell.run("goto 2").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 0"])
    #expect(shell.run("goto 4").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 2"])
    let standing = try #require(present.perform { present.timeTravel.standing })
    #expect(standing.divergences.isEmpty)
    #expect(standing.session.liveResponses.refused.isEmpty)
    #expect(shell.run("goto present").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 2"])
    #expect(shell.run("diff 2 4").outcome == .succeeded)
    #expect(server.requests.count == asked, "time travel sent nothing")
  }

  @Test func aRequestTheMemoryLacksIsRefusedByNameAndNeverSent() throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    // Typed within the throttle's second, the first text is searched at once and the
    // last when the second is over: `swiftui` never is, unless `swiftlang` is skipped.
    shell.runAll([
      "use twitter mastodon base-url=\(server.baseURL)", "open twitter",
      "set searchText swift", "set searchText swiftui", "set searchText swiftlang",
      "wait --timeout 20s",
    ])
    let asked = server.requests.count
    #expect(!server.requests.contains { "\($0)".contains("swiftui") })
    #expect(
      shell.failure("skip 5")
        == "skip: replaying line 6 needs the answer to GET /api/v1/timelines/tag/swiftui?limit=20"
        + " (the session never sent it), which the session's memory of its live responses does"
        + " not hold; time travel sends nothing, so it cannot rebuild that moment")
    #expect(server.requests.count == asked, "the request was refused, never sent")
    let present = shell.interpreter.session
    #expect(present.perform { present.timeTravel.standing } == nil)
  }

  @Test func theMemoryIsBoundedAndSaysWhatItDropped() {
    let kept = KeptResponses()
    let response = HTTPResponse(status: 200, headers: [:], body: Data("{}".utf8), elapsed: 0)
    for number in 0...KeptResponses.maximumCount {
      #expect(kept.send("GET /") == number)
      kept.keep(.init(result: .success(response), delay: 0), for: "GET /", number: number)
    }
    #expect(kept.count == KeptResponses.maximumCount)
    guard case .answered = kept.lookup("GET /", number: 0) else {
      Issue.record("the first answer is kept")
      return
    }
    guard case .dropped = kept.lookup("GET /", number: KeptResponses.maximumCount) else {
      Issue.record("the answer past the bound is dropped, and says so")
      return
    }
    guard case .neverSent = kept.lookup("GET /other", number: 0) else {
      Issue.record("a request never sent is not guessed")
      return
    }
  }
}
