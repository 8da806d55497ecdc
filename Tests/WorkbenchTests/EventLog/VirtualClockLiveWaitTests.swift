import LoopbackTestSupport
import Testing

@testable import Workbench

/// `wait` on the virtual clock with a live backend: virtual time stands still while a
/// request is in flight, and the wait gives up after its timeout in real time, naming it.
@Suite struct VirtualClockLiveWaitTests {
  @Test func aRequestThatDoesNotAnswerIsNamedWhenTheWaitGivesUp() throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}").delay(3600) }
    defer { server.stop() }
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "use twitter mastodon base-url=\(server.baseURL)", "set searchText swift",
    ])
    #expect(
      shell.failure("wait --timeout 200ms")
        == #"wait: gave up after 200ms of real time waiting for a live request (still in flight: twitter.searchRecent("swift"))"#
    )
    #expect(shell.run("get isSearching").printed == ["isSearching = true"])
  }
}
