import Testing

@testable import Workbench

/// `why` names the last cause that really produced a change: the request that finished.
@Suite struct WhyNamesTheRealCauseTests {
  @Test func isSearchingTurnsFalseBecauseTheRequestFinished() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(
      shell.run("why isSearching").printed == [
        "+0.300s  isSearching = false",
        "+0.300s  ← twitter.searchRecent(\"swift\") finished: 20 tweets in 300 ms",
        "+0.000s  ← flatMap(.latest) passed \"swift\"",
        "+0.000s  ← throttle(1s) released \"swift\"",
        "+0.000s  ← filter passed \"swift\"",
        "+0.000s  ← searchText = \"swift\"",
        "+0.000s  ← line 2: set searchText swift",
      ])
  }
}
