import Foundation
import LoopbackTestSupport
import Testing

/// A server that puts terminal escapes, C1 controls and forged lines into every text it
/// sends (titles, tweets, names, error messages) cannot drive the terminal through the
/// shell: `get`, `view`, event lines and errors print that text escaped, on one line.
@Suite struct HostileServerTests {
  /// Characters that must never reach the terminal from a server.
  static let raw: [Character] = ["\u{1B}", "\u{9B}", "\u{85}", "\u{07}", "\r"]

  /// Runs `lines` against live backends on `server`, waiting on the real clock.
  func session(on server: LoopbackHTTPServer, _ lines: [String]) -> [String] {
    let shell = ShellHarness(clock: .real, includesStandardApps: true)
    var printed: [String] = []
    for line in [
      "use flickr live base-url=\(server.url("/services/rest/")) api-key=k",
      "use twitter live base-url=\(server.baseURL) bearer-token=t",
      "use login live url=\(server.url("/login"))",
    ] + lines {
      let (outcome, output) = shell.run(line)
      printed += output
      if case .failed(let message) = outcome { printed.append(message) }
    }
    return printed
  }

  func expectNothingRaw(_ printed: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for line in printed {
      #expect(
        !line.contains(where: Self.raw.contains), "raw control in \(line.debugDescription)",
        sourceLocation: sourceLocation)
      #expect(!line.contains("\n"), sourceLocation: sourceLocation)
    }
  }

  @Test func titlesTweetsAndNamesPrintEscaped() throws {
    let server = try HostilePayloads.server()
    defer { server.stop() }
    let printed = session(
      on: server,
      [
        "open flickr", "set searchText sunset", "run executeSearch", "wait --timeout 20s",
        "get searchResults[0].title", "view", "back",
        "open twitter", "set searchText sunset", "wait --timeout 20s", "get tweets[0].status",
        "get tweets[0].username", "view",
        "open login", "set firstName Ada", "set lastName Lovelace", "run login",
        "wait --timeout 20s", "get loggedInUser", "view",
      ])
    expectNothingRaw(printed)
    #expect(printed.contains { $0.contains(#"\e[2J"#) }, "the escape shows, escaped")
    #expect(printed.filter { $0 == "executeSearch: completed" }.count == 1, "no forged line")
  }

  @Test func errorMessagesPrintEscaped() throws {
    let server = try HostilePayloads.server(failing: true)
    defer { server.stop() }
    let printed = session(
      on: server,
      [
        "open flickr", "set searchText sunset", "run executeSearch", "wait --timeout 20s",
        "get errorMessage", "view",
        "open twitter", "set searchText sunset", "wait --timeout 20s", "get errorMessage",
        "open login", "set firstName Ada", "set lastName Lovelace", "run login",
        "wait --timeout 20s", "get errorMessage", "view",
      ])
    expectNothingRaw(printed)
    // The event line wraps at its words: the escaped text follows "Sunset".
    let text = printed.joined(separator: "\n")
    #expect(text.contains("executeSearch: failed: Sunset\n  \\e[2J\\e]0;pwned"))
    #expect(!printed.contains("executeSearch: completed"), "no forged line")
  }
}
