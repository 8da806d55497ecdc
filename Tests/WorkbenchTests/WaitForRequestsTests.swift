import LoopbackTestSupport
import Testing

/// `wait` also waits for the backend requests in flight: a search as you type runs inside
/// the view-model, not as a command, yet `wait` returns only once it has answered.
@Suite struct WaitForRequestsTests {
  @Test func waitReturnsOnceASearchAsYouTypeHasAnswered() throws {
    let server = try LoopbackHTTPServer { _ in
      HostilePayloads.twitterSearch(text: "hello", name: "Ada", username: "ada").delay(0.5)
    }
    defer { server.stop() }
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    shell.runAll([
      "use twitter live base-url=\(server.baseURL) bearer-token=t", "open twitter",
      "set searchText swift",
    ])
    #expect(shell.run("wait --timeout 20s").outcome == .succeeded)
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 1"])
    #expect(shell.run("get tweets[0].status").printed == [#"tweets[0].status = "hello""#])
  }
}
