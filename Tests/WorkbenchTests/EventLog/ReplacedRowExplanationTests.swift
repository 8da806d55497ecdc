import Testing

@testable import Workbench

/// A new search on the same screen makes new rows with the old rows' numbers: until a
/// new row first changes, `why`, `log` and `timeline` of its members answer with its own
/// history (it came with the list), never with the events of the row it replaced.
@Suite struct ReplacedRowExplanationTests {
  /// Twitter searched for "swift" (rows tick at +1.300s and +2.300s), then for
  /// "combine" at +2.000s: its 11 new rows arrive at +2.300s, after that turn's tick of
  /// the old rows, and first tick at +3.300s.
  static func searchedTwice() -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open twitter", "set searchText swift", "advance 2s", "set searchText combine",
      "advance 300ms",
    ])
    return shell
  }

  @Test func whyOfANewRowNamesTheListThatBroughtIt() {
    let shell = Self.searchedTwice()
    #expect(
      shell.run("why tweets[0].ageInSeconds").printed == [
        "tweets[0].ageInSeconds has not changed since tweets[0] arrived; it is 103",
        "tweets last changed:",
        "+2.300s  tweets = [11 items]",
        "+2.300s  ← map got TweetPage(tweets: [11 i…, sent success(TweetPage(tweets…",
        "+2.300s  ← twitter.searchRecent(\"combine\") finished: 11 tweets in 300 ms",
        "+2.000s  ← flatMap(.latest) passed \"combine\"",
        "+2.000s  ← throttle(1s) released \"combine\"",
        "+2.000s  ← filter passed \"combine\"",
        "+2.000s  ← searchText = \"combine\"",
        "+2.000s  ← line 4: set searchText combine",
      ])
  }

  @Test func logOfANewRowListsNoEventOfTheRowItReplaced() {
    let shell = Self.searchedTwice()
    #expect(
      shell.run("log tweets[0].ageInSeconds").printed == [
        "#14 ← #13  +0.300s  tweets = [20 items]",
        "#32 ← #31  +2.300s  tweets = [11 items]",
      ])
  }

  @Test func timelineOfANewRowDrawsNoChangeOfTheRowItReplaced() {
    let shell = Self.searchedTwice()
    #expect(
      !shell.run("timeline tweets[0].ageInSeconds").printed.joined().contains("changed"))
  }

  @Test func onceTheNewRowTicksItsOwnTickAnswers() {
    let shell = Self.searchedTwice()
    shell.run("advance 1s")
    #expect(
      shell.run("why tweets[0].ageInSeconds").printed.prefix(3) == [
        "+3.300s  tweets[0].ageInSeconds = 104 (one change of tweets[0…10].ageInSeconds)",
        "+3.300s  ← clock ticked (every 1s)",
        "+2.300s  ← map got TweetPage(tweets: [11 i…, sent success(TweetPage(tweets…",
      ])
    #expect(
      shell.run("log tweets[0].ageInSeconds").printed == [
        "#14 ← #13  +0.300s  tweets = [20 items]",
        "#32 ← #31  +2.300s  tweets = [11 items]",
        "#36 ← #35  +3.300s  tweets[0…10].ageInSeconds = 104, …, 532626",
      ])
  }

  @Test func theOldRowsEventsStayInTheWholeLog() {
    let shell = Self.searchedTwice()
    #expect(
      shell.run("log --last 40").printed.filter { $0.contains("ageInSeconds") } == [
        "#18 ← #17  +1.300s  tweets[0…19].ageInSeconds = 61, …, 116",
        "#29 ← #28  +2.300s  tweets[0…19].ageInSeconds = 62, …, 117",
      ])
  }
}

/// A screen pushed again (a second Flickr search) has new rows under the same names as
/// the popped screen's: its rows' members are not answered by the popped rows' events.
@Suite struct PushedAgainScreenExplanationTests {
  @Test func aRowOfTheNewScreenIsNotAnsweredByThePoppedScreensRow() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open flickr", "set searchText sunset", "run executeSearch", "wait",
      "set searchResults[0].isVisible true", "advance 2s", "back", "set searchText pets",
      "run executeSearch", "wait",
    ])
    #expect(
      shell.run("why searchResults[0].isVisible").printed == [
        "searchResults[0].isVisible has not changed since searchResults[0] arrived (or",
        "  since the log's oldest event); it is false",
      ])
    #expect(
      shell.run("log searchResults[0].isVisible").printed == [
        "no events touching searchResults[0].isVisible"
      ])
    #expect(
      shell.run("log --last 1000").printed.contains {
        $0.hasSuffix("+2.000s  searchResults[0].isVisible = true")
      })
  }
}
