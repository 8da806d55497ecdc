import Testing

@testable import Workbench

/// A timeline row for a list's count (`tweets.count`) and a value's field
/// (`loggedInUser.firstName`), which nothing logs themselves, and an axis in round steps
/// before anything happened.
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

  @Test func aFieldOfALoggedValueIsDrawnFromTheValuesChanges() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open login", "set firstName Ada", "set lastName Lovelace", "run login", "advance 2s",
    ])
    #expect(
      shell.run("timeline loggedInUser.firstName").printed == [
        "                        1s         1.2s       1.4s       1.6s       1.8s      2s",
        "                        ├──────────┼──────────┼──────────┼──────────┼──────────┼",
        "loggedInUser.firstName  ───────────────────────────Ada──────────────────────────",
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
