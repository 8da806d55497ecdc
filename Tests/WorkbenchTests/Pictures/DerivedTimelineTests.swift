import Testing

@testable import Workbench

/// A timeline row for a list's count (`tweets.count`), which nothing logs itself, and an
/// axis in round steps before anything happened.
@Suite struct DerivedTimelineTests {
  @Test func aListsCountIsDrawnFromTheListsChanges() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(
      shell.run("timeline tweets.count").printed == [
        "              0s              0.5s            1s              1.5s            2s",
        "              ├───────────────┼───────────────┼───────────────┼────────────────┼",
        "tweets.count  ─────────20───────────────────────────────────────────────────────",
      ])
  }

  @Test func aTimelineBeforeAnythingHappenedHasARoundAxis() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login"])
    #expect(
      shell.run("timeline firstName").printed == [
        "           0s           0.2s          0.4s         0.6s          0.8s         1s",
        "           ├────────────┼─────────────┼────────────┼─────────────┼─────────────┼",
        "firstName  ─────────────────────────────────────────────────────────────────────",
      ])
  }
}
