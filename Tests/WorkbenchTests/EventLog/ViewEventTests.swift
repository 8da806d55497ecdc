import Testing

@testable import Workbench

/// The view layer's own events (a View's bindings, drawn by `view`) are marked, and left
/// out of `log` and `trace` unless asked for.
@Suite struct ViewEventTests {
  @Test func aViewsBindingsStayOutOfTheLogAndTheTrace() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch", "wait"])
    let before = shell.run("log --last 1000").printed
    let traced = shell.runAll(["trace on", "view"]).filter { $0.hasPrefix("trace:") }
    #expect(traced == [])
    #expect(shell.run("log --last 1000").printed == before)
    #expect(
      shell.run("log --views --last 3").printed == [
        "(305 earlier events; log --last N shows more)",
        "#306 ← #305  +2.000s  map got [10 items], sent [48 items]",
        "#307 ← #306  +2.000s  <~ passed [48 items]",
        "#308 ← #307  +2.000s  take(during:) passed [48 items]",
      ])
    #expect(shell.session.eventLog.events.filter(\.isView).count == 195)
  }
}
