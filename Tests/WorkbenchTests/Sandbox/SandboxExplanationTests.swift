import Foundation
import LoopbackTestSupport
import Testing

/// `why` explains a sandbox value through a service call the same way whichever backend
/// answers: the offline fixture on the virtual clock, or a live backend over loopback
/// HTTP on the real one.
@Suite struct SandboxExplanationTests {
  static let lines = [
    "open twitter",
    "let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }",
    "let count = results.map { $0.count }",
    "set searchText swift",
  ]

  /// The text of each line of `why count`, after its time.
  static func why(in shell: ShellHarness) -> [String] {
    shell.run("why count").printed.map { line in
      String(line.split(separator: "s  ", maxSplits: 1).last ?? "")
    }
  }

  @Test func theFixtureBackendExplainsTheCount() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Self.lines + ["advance 1s"])
    #expect(
      Self.why(in: shell) == [
        "count = 20",
        "← map got [20 items], sent 20",
        "← twitter.searchRecent(\"swift\") finished: 20 tweets in 300 ms",
        "← flatMap(.latest) passed \"swift\"",
        "← searchText = \"swift\"",
        "← line 4: set searchText swift",
      ])
  }

  @Test func aLiveBackendGivesTheCountAndWhyExplainsItTheSameWay() throws {
    // The sandbox's search starts with the app's empty text: only "swift" finds a tweet,
    // so the count's last change is the one `set searchText swift` caused, whichever
    // answer arrives first.
    let server = try LoopbackHTTPServer { request in
      request.queryValue("query") == "swift"
        ? HostilePayloads.twitterSearch(text: "hello")
        : .json(200, #"{"meta": {"result_count": 0}}"#)
    }
    defer { server.stop() }
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll(["use twitter live base-url=\(server.baseURL) bearer-token=t"])
    shell.runAll(Self.lines + ["wait --timeout 20s"])
    #expect(shell.runAll(["get count"]) == ["count = 1"])
    let why = Self.why(in: shell)
    #expect(why.count == 6)
    guard why.count == 6 else { return }
    #expect(Array(why[0...1]) == ["count = 1", "← map got [1 item], sent 1"])
    #expect(why[2].hasPrefix("← twitter.searchRecent(\"swift\") finished: 1 tweet in "))
    #expect(
      Array(why[3...]) == [
        "← flatMap(.latest) passed \"swift\"", "← searchText = \"swift\"",
        "← line 5: set searchText swift",
      ])
  }
}
