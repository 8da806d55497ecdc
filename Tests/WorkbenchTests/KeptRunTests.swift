import Testing

@testable import Workbench

/// A run that `run` started is held by the session only while it runs: one that ended
/// (completed, failed or was interrupted) is let go of, so a session of many searches
/// does not keep every finished run with its signal and observers.
@Suite struct KeptRunTests {
  @Test func runsThatEndedAreLetGoOfAcrossManySearchesAndBacks() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset"])
    for _ in 0..<50 {
      shell.runAll(["run executeSearch", "advance 2s", "back"])
    }
    #expect(shell.session.keptRuns.value == 0)
  }

  @Test func aRunIsHeldWhileItRunsAndLetGoOfWhenCancelledOrFailed() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open flickr", "set searchText sunset", "run executeSearch"])
    #expect(shell.session.keptRuns.value == 1)
    shell.runAll(["cancel executeSearch"])
    #expect(shell.session.keptRuns.value == 0)
    shell.runAll(["use flickr fixture fail=offline", "run executeSearch", "advance 2s"])
    #expect(shell.session.keptRuns.value == 0)
  }
}
