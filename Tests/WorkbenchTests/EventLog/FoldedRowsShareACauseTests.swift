import Foundation
import LoopbackTestSupport
import Testing

@testable import Workbench

/// Changes to the same member of neighbouring rows in one turn fold into one event only
/// when one cause made them all (one page's timer ticking its rows): rows whose changes
/// each have their own cause (each row's own request, another page's timer) stay events
/// of their own, so `why`, `log` and `timeline` of a row follow that row's cause.
@Suite struct FoldedRowsShareACauseTests {
  /// Flickr rows 0 and 1 made visible together: each fetches its own metadata, and both
  /// answers arrive in the same turn.
  static let twoRowsFetched = [
    "open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch",
    "set searchResults[0…1].isVisible true", "advance 2s",
  ]

  /// `why searchResults[1].favorites` after `twoRowsFetched` on the backend `use` chose,
  /// all on `clock` (on the real clock each answer is delivered as it arrives), with its
  /// times and request durations taken out (a live request takes its own time).
  static func whyOfTheSecondRow(using backend: String, searchingOn clock: String) -> [String] {
    let shell = ShellHarness(includesStandardApps: true, width: 200)
    let showing =
      clock == "real"
      ? ["set searchResults[0…1].isVisible true", "wait --timeout 20s"]
      : ["set searchResults[0…1].isVisible true", "advance 2s"]
    shell.runAll(
      [
        backend, "clock \(clock)", "open flickr", "set searchText sunset", "run executeSearch",
        "wait --timeout 20s",
      ] + showing)
    return shell.run("why searchResults[1].favorites").printed.map {
      $0.replacingOccurrences(of: #"\+\d+\.\d{3}s"#, with: "+T", options: .regularExpression)
        .replacingOccurrences(of: #"in \d+ ms"#, with: "in N ms", options: .regularExpression)
    }
  }

  /// Row 1's answer names row 1's own requests and values, never row 0's.
  static let secondRowsAnswer = [
    "+T  searchResults[1].favorites = 135",
    "+T  ← map got FlickrPhotoMetadata(favorites: 135, comments: 10), sent 135",
    "+T  ← map got FlickrPhotoMetadata(favorites: 135, comments: 10), sent "
      + "success(FlickrPhotoMetadata(favorites: 135, comments: 10))",
    "+T  ← map got (135, 10), sent FlickrPhotoMetadata(favorites: 135, comments: 10)",
  ]

  @Test func eachRowsOwnRequestExplainsItsChangeOnTheFixture() {
    let answer = Self.whyOfTheSecondRow(using: "use flickr fixture", searchingOn: "virtual")
    #expect(Array(answer.prefix(4)) == Self.secondRowsAnswer)
    #expect(
      Array(answer.dropFirst(4).prefix(3)) == [
        "+T  ← zip got 10, sent (135, 10)",
        "+T  ← flickr.commentsCount(\"19094330762\") finished: 10 in N ms",
        "+T    and flickr.favoritesCount(\"19094330762\") finished: 135 in N ms",
      ])
    #expect(answer.last == "+T  ← line 7: set searchResults[0…1].isVisible true")
  }

  /// The same on a loopback Flickr serving the same photos, whose favorites answer comes
  /// 300 ms after the comments answer: the row's own requests, both named though they
  /// arrived in turns of their own (the `zip` held the comments, then sent the pair on
  /// with the favorites).
  @Test func eachRowsOwnRequestExplainsItsChangeOnALoopbackLiveBackend() throws {
    let server = try LoopbackHTTPServer(
      handler: FlickrSamples.handler(FlickrSamples.sunsetPair, favoritesLag: 0.3))
    defer { server.stop() }
    let backend = "use flickr live base-url=\(server.url("/services/rest/")) api-key=k"
    let answer = Self.whyOfTheSecondRow(using: backend, searchingOn: "real")
    #expect(Array(answer.prefix(4)) == Self.secondRowsAnswer)
    #expect(
      Array(answer.dropFirst(4).prefix(3)) == [
        "+T  ← zip got 135, sent (135, 10)",
        "+T  ← flickr.favoritesCount(\"19094330762\") finished: 135 in N ms",
        "+T    and flickr.commentsCount(\"19094330762\") finished: 10 in N ms",
      ])
    #expect(answer.last == "+T  ← line 7: set searchResults[0…1].isVisible true")
  }

  @Test func theLogListsEachRowsChangeUnderItsOwnCause() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(Self.twoRowsFetched)
    #expect(
      shell.run("log searchResults[0…1].favorites").printed == [
        "#136 ← #135  +3.500s  searchResults[0].favorites = 629",
        "#147 ← #146  +3.500s  searchResults[1].favorites = 135",
      ])
  }

  /// Tweetboat's second page, loaded a whole second after the first, ticks in the same
  /// turn as the first page; each page's rows are ticked by that page's timer.
  static func twoPagesTickingTogether() -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "open tweetboat", "set username mvvm_daily", "run getTweets", "advance 1s",
      "run loadMoreTweets", "advance 1300ms",
    ])
    return shell
  }

  @Test func eachPagesRowsFoldUnderThatPagesTick() {
    let shell = Self.twoPagesTickingTogether()
    #expect(
      shell.run("log --last 4").printed == [
        "(76 earlier events; log --last N shows more)",
        "#77 ← #29  +2.300s  clock ticked (every 1s)",
        "#78 ← #77  +2.300s  tweets[0…19].ageInSeconds = 66, …, 816",
        "#79 ← #60  +2.300s  clock ticked (every 1s)",
        "#80 ← #79  +2.300s  tweets[20…39].ageInSeconds = 983, …, 96924",
      ])
  }

  @Test func aSecondPagesRowIsExplainedByTheLineThatLoadedIt() {
    let shell = Self.twoPagesTickingTogether()
    let answer = shell.run("why tweets[25].ageInSeconds").printed
    #expect(
      answer.first?.hasPrefix("+2.300s  tweets[25].ageInSeconds = 4651 (one change of") == true)
    #expect(answer.last == "+1.000s  ← line 5: run loadMoreTweets", "\(answer)")
  }

  /// A timeline of rows of a fold draws the first and the last row's values, which the
  /// fold keeps, and says only "changed" for a row between them.
  @Test func aTimelineDrawsTheValuesAFoldKeeps() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open twitter", "set searchText swift", "advance 1500ms"])
    #expect(
      shell.run("timeline tweets[0…1].ageInSeconds tweets[19].ageInSeconds --width 60").printed
        == [
          "                         1s               1.5s            2s",
          "                         ├────────────────┼────────────────┼",
          "tweets[0].ageInSeconds   ──────────61───────────────────────",
          "tweets[1].ageInSeconds   ──────────changed──────────────────",
          "tweets[19].ageInSeconds  ──────────116──────────────────────",
        ])
  }
}
