import Testing
import TweetboatApp

@testable import EventLog
@testable import ViewModelKit
@testable import Workbench

/// What a long list costs the event log, as work done: a page appended beyond the rows
/// the log names walks nothing again, and the names stay as a full walk gives them.
@Suite struct LongListLogCostTests {
  private func pagedIn(pages: Int) -> ShellHarness {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll([
      "use twitter fixture size=1000", "open tweetboat", "set username mvvm_daily",
      "run getTweets", "wait getTweets",
    ])
    for _ in 1..<pages { shell.runAll(["run loadMoreTweets", "wait loadMoreTweets"]) }
    return shell
  }

  /// The rows whose `ageInSeconds` ticks were logged during `line`, as their subjects
  /// name them (`tweets[0…19]`), in row order.
  private func rowsTicked(during line: String, in shell: ShellHarness) -> [String] {
    let before = shell.session.eventLog.appendedCount
    shell.runAll([line])
    return shell.session.eventLog.events
      .filter { $0.sequence > before && $0.subject.hasSuffix(".ageInSeconds") }
      .map { String($0.subject.dropLast(".ageInSeconds".count)) }
      .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
  }

  @Test func aPageAppendedBeyondTheNamedRowsWalksTheStackNoMore() {
    let shell = pagedIn(pages: 26)
    let walks = shell.session.logger.nameWalkCount
    for _ in 0..<4 { shell.runAll(["run loadMoreTweets", "wait loadMoreTweets", "advance 1s"]) }
    #expect(shell.run("get tweets.count").printed == ["tweets.count = 600"])
    #expect(shell.session.logger.nameWalkCount == walks)
    // Each page's rows tick together; the walk names the first 500 view-models (the
    // sandbox's scope, the screen, then 498 rows), as before the pages came.
    let pages = (0..<24).map { "tweets[\($0 * 20)…\($0 * 20 + 19)]" }
    #expect(rowsTicked(during: "advance 1s", in: shell) == pages + ["tweets[480…497]"])
  }

  @Test func aPageAppendedBeforeTheLimitIsNamed() {
    let shell = pagedIn(pages: 2)
    #expect(rowsTicked(during: "advance 1s", in: shell) == ["tweets[0…19]", "tweets[20…39]"])
  }

  @Test func aListThatReplacesTheNamedRowsIsWalkedAgain() {
    let shell = pagedIn(pages: 26)
    let walks = shell.session.logger.nameWalkCount
    shell.runAll(["run getTweets", "wait getTweets"])
    #expect(rowsTicked(during: "advance 1s", in: shell) == ["tweets[0…19]"])
    #expect(shell.session.logger.nameWalkCount > walks)
  }

  @Test func aListOfViewModelsSharesTheRowsItKeptFromTheListItReplaced() {
    let rows = (0..<5).map { _ in EmptyViewModel() }
    let other = EmptyViewModel()
    #expect(rows.sharedPrefixCount(with: Array(rows.prefix(3)), upTo: 10) == 3)
    #expect(rows.sharedPrefixCount(with: rows, upTo: 4) == 4)
    #expect(rows.sharedPrefixCount(with: [rows[0], other, rows[2]], upTo: 10) == 1)
    #expect(rows.sharedPrefixCount(with: ["not a row"], upTo: 10) == 0)
    #expect(
      rows.viewModels(after: Array(rows.prefix(3))).map(ObjectIdentifier.init)
        == rows.suffix(2).map(ObjectIdentifier.init))
  }

  @Test func liveViewModelsAreCountedByTypeAndTheGoneOnesForgotten() {
    let live = LiveViewModels()
    var rows: [EmptyViewModel]? = (0..<3).map { _ in EmptyViewModel() }
    let kept = EmptyViewModel()
    for row in rows ?? [] { live.note(row) }
    live.note(kept)
    live.note(kept)
    #expect(live.countsByType == ["EmptyViewModel": 4])
    rows = nil
    #expect(live.countsByType == ["EmptyViewModel": 1])
    #expect(live.isNoted(kept))
    #expect(live.typesSeen == ["EmptyViewModel"])
  }
}
