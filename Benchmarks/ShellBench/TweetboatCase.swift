import TweetboatApp

/// A Tweetboat account with 10,000 replies paged in through the shell (`run
/// loadMoreTweets` and `wait`, 500 times), then `trace on` and a `watch` on a row.
enum TweetboatCase {
  /// How many replies the account has.
  static let replies = 10_000
  /// Tweetboat's page size.
  static let pageSize = 20

  /// Measures the case and its baselines.
  static func run() -> [BenchRow] {
    let big = BenchSession()
    big.run("use twitter fixture size=\(replies)", "open tweetboat", "set username mvvm_daily")
    let startBytes = Measure.residentBytes()
    var halfBytes = 0
    let pagingMs = Measure.milliseconds {
      big.run("run getTweets", "wait getTweets")
      for page in 1..<replies / pageSize {
        big.run("run loadMoreTweets", "wait loadMoreTweets")
        if page == replies / pageSize / 2 - 1 { halfBytes = Measure.residentBytes() }
      }
    }
    let endBytes = Measure.residentBytes()
    let loaded = big.focus(as: TweetboatViewModel.self).map { WeakCount($0.tweets.value) }
    guard let rows = loaded, rows.total == replies else {
      fatalError("the replies did not all arrive")
    }

    var handWritten: TweetboatViewModel?
    let handBefore = Measure.residentBytes()
    let handMs = Measure.milliseconds {
      handWritten = HandWrittenTweetboat.pageIn(replies: replies)
    }
    let handBytes = Measure.residentBytes() - handBefore
    let handRows = WeakCount(handWritten?.tweets.value ?? [])
    handWritten = nil

    let small = BenchSession()
    small.run(
      "use twitter fixture size=\(replies)", "open tweetboat", "set username mvvm_daily",
      "run getTweets", "wait getTweets")
    for session in [big, small] { session.run("trace on", "watch tweets[0].ageInSeconds") }

    var flip = false
    let set = { (session: BenchSession) in
      flip.toggle()
      session.run(line: "set username \(flip ? "mvvm_daily2" : "mvvm_daily")")
    }
    let setMs = Measure.medianMilliseconds { set(big) }
    let smallSetMs = Measure.medianMilliseconds { set(small) }
    let tickMs = Measure.medianMilliseconds { big.run("advance 1s") }
    let smallTickMs = Measure.medianMilliseconds { small.run("advance 1s") }
    let viewMs = Measure.medianMilliseconds { big.run("view") }
    let smallViewMs = Measure.medianMilliseconds { small.run("view") }

    big.run("unwatch tweets[0].ageInSeconds", "trace off")
    big.close()
    let released = rows.total - rows.alive
    let handReleased = handRows.total - handRows.alive

    let firstHalf = Double(halfBytes - startBytes) / Double(replies / 2)
    let secondHalf = Double(endBytes - halfBytes) / Double(replies / 2)
    let perRow = Double(handBytes) / Double(replies)
    let minimal = "the same in a session with \(pageSize) rows"
    return [
      BenchRow(
        name: "page in 10,000 replies (500 pages)", measured: pagingMs, baseline: handMs,
        unit: "ms", baselineName: "hand-written code driving the view-model"),
      BenchRow(
        name: "memory per row, rows 1–5,000", measured: firstHalf, baseline: perRow,
        unit: "bytes", baselineName: "hand-written paging, RSS per row"),
      BenchRow(
        name: "memory per row, rows 5,001–10,000", measured: secondHalf, baseline: perRow,
        unit: "bytes", baselineName: "hand-written paging, RSS per row"),
      BenchRow(
        name: "rows released on closing the app", measured: Double(released),
        baseline: Double(handReleased), unit: "rows",
        baselineName: "hand-written view-model dropped"),
      BenchRow(
        name: "set username, traced, 10,000 rows", measured: setMs, baseline: smallSetMs,
        unit: "ms", baselineName: minimal),
      BenchRow(
        name: "advance 1s: 10,000 rows' ageInSeconds printed", measured: tickMs,
        baseline: smallTickMs, unit: "ms", baselineName: minimal),
      BenchRow(
        name: "view, 10,000 rows", measured: viewMs, baseline: smallViewMs, unit: "ms",
        baselineName: minimal),
    ]
  }
}
