import Testing

@testable import Workbench

/// `why` names the last cause that really produced a change: the request that finished,
/// the clock tick that fired (both requests behind a `zip`: WhyCommandTests).
@Suite struct WhyNamesTheRealCauseTests {
  /// The end of every chain `set searchText swift` (line 2) caused: the search.
  static let searchForSwift = [
    "+0.300s  ← twitter.searchRecent(\"swift\") finished: 20 tweets in 300 ms",
    "+0.000s  ← flatMap(.latest) passed \"swift\"",
    "+0.000s  ← throttle(1s) released \"swift\"",
    "+0.000s  ← filter passed \"swift\"",
    "+0.000s  ← searchText = \"swift\"",
    "+0.000s  ← line 2: set searchText swift",
  ]

  @Test func isSearchingTurnsFalseBecauseTheRequestFinished() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(
      shell.run("why isSearching").printed == [
        "+0.300s  isSearching = false"
      ] + Self.searchForSwift)
  }

  @Test func aRowOfAFoldedChangeIsExplainedWithItsOwnValue() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    let answer = shell.run("why tweets[3].ageInSeconds").printed
    #expect(
      answer.prefix(2) == [
        "+1.300s  tweets[3].ageInSeconds = 70 (one change of tweets[0…19].ageInSeconds)",
        "+1.300s  ← clock ticked (every 1s)",
      ])
    #expect(shell.run("get tweets[3].ageInSeconds").printed == ["tweets[3].ageInSeconds = 70"])
  }

  @Test func anAgeChangesBecauseTheClockTicked() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 2s"])
    #expect(
      shell.run("why tweets[0].ageInSeconds").printed == [
        "+1.300s  tweets[0].ageInSeconds = 61 (one change of tweets[0…19].ageInSeconds)",
        "+1.300s  ← clock ticked (every 1s)",
        "+0.300s  ← map got TweetPage(tweets: [20 i…, sent success(TweetPage(tweets…",
      ] + Self.searchForSwift)
  }
}
