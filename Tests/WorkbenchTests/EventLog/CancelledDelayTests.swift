import LoopbackTestSupport
import Testing

/// A Flickr result row hidden within its second: `flatMap(.latest)` cancels the visible
/// spell, and the spell's `delay(1s)` is cancelled with it (it used to pass its value a
/// second later, into nothing), so `clock` lists nothing waiting. The same through the
/// fixture backend and a live backend on a loopback server (whose search runs on the real
/// clock: `wait` on the virtual clock cannot wait for a real request).
@Suite struct CancelledDelayTests {
  /// What the log says from showing the row to a second after hiding it, without the
  /// event numbers and times (a live search takes its own time).
  static let expectedLog = [
    "line 8: set searchResults[0].isVisible true",
    "searchResults[0].isVisible = true",
    "skipRepeats passed true",
    "flatMap(.latest) passed true",
    "delay(1s) held ()",
    "line 10: set searchResults[0].isVisible false",
    "searchResults[0].isVisible = false",
    "skipRepeats passed false",
    "flatMap(.latest) passed false",
    "flatMap(.latest) cancelled true",
    "delay(1s) cancelled ()",
  ]

  /// Runs the scenario after choosing the backend with `use` and the clock the search
  /// runs on; returns the log from the row's showing on and what `clock` printed right
  /// after hiding it.
  static func rowHiddenWithinItsSecond(using backend: String, searchingOn clock: String) -> (
    log: [String], clock: [String]
  ) {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      backend, "clock \(clock)", "open flickr", "set searchText sunset", "run executeSearch",
      "wait --timeout 20s", "clock virtual", "set searchResults[0].isVisible true",
      "advance 400ms", "set searchResults[0].isVisible false",
    ])
    let clock = shell.run("clock").printed
    shell.runAll(["advance 2s"])
    let log = shell.run("log").printed
    let shown = log.lastIndex { $0.hasSuffix("line 8: set searchResults[0].isVisible true") }
    let descriptions = log[(shown ?? log.endIndex)...].map { line in
      // `#124 ← #122  +2.400s  delay(1s) cancelled ()`: the text after the time.
      String(line.split(separator: "s  ", maxSplits: 1).last ?? "")
    }
    return (descriptions, clock)
  }

  @Test func theFixtureBackendLogsTheDelayCancelled() {
    let (log, clock) = Self.rowHiddenWithinItsSecond(
      using: "use flickr fixture", searchingOn: "virtual")
    #expect(log == Self.expectedLog)
    #expect(clock == ["clock: virtual, +2.400s"])
  }

  @Test func aLiveBackendLogsTheDelayCancelled() throws {
    let server = try LoopbackHTTPServer { _ in HostilePayloads.flickrSearch(title: "sunset") }
    defer { server.stop() }
    let (log, clock) = Self.rowHiddenWithinItsSecond(
      using: "use flickr live base-url=\(server.url("/services/rest/")) api-key=k",
      searchingOn: "real")
    let delayLines = log.filter { $0.hasPrefix("line ") || $0.hasPrefix("delay(1s)") }
    #expect(
      delayLines == Self.expectedLog.filter { $0.hasPrefix("line ") || $0.hasPrefix("delay(1s)") })
    #expect(log == Self.expectedLog)
    #expect(clock.count == 1 && clock[0].hasPrefix("clock: virtual, +"))
    #expect(!clock.joined().contains("waiting"), "nothing scheduled: \(clock)")
  }
}
