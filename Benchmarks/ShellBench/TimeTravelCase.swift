import Foundation
import Workbench

/// Time travel: `goto` to the middle and to the last line of a 200-line session on the
/// virtual clock (a search typed and answered, over and over), in milliseconds, beside
/// running the session's 200 lines; and to the last line of a 100-line session, to show
/// the cost growing with the session's length (a replay, no checkpoints). Before it
/// reports, it checks that the moment `goto` rebuilt reads as the session that really
/// stopped there does, and stops the benchmark if not: CI runs this group, so a fast but
/// wrong replay fails there.
enum TimeTravelCase {
  /// What is read at both moments to compare them: every member of the screen.
  static let probes = ["show", "get tweets.count"]

  /// Measures the case and its baselines.
  static func run() -> [BenchRow] {
    let long = lines(count: 200)
    let short = lines(count: 100)
    let runMs = Measure.medianMilliseconds { _ = session(running: long) }
    let full = session(running: long)
    let half = session(running: short)
    let toLast = Measure.medianMilliseconds { full.run(line: "goto 200") }
    let toMiddle = Measure.medianMilliseconds { full.run(line: "goto 100") }
    let shortToLast = Measure.medianMilliseconds { half.run(line: "goto 100") }
    full.run(line: "goto 100")
    checkSameMoment(full, half, at: "goto 100 of the 200-line session")
    return [
      BenchRow(
        name: "goto line 200 of a 200-line session", measured: toLast, baseline: runMs,
        unit: "ms", baselineName: "running the 200 lines"),
      BenchRow(
        name: "goto line 100 of a 200-line session", measured: toMiddle, baseline: toLast,
        unit: "ms", baselineName: "goto line 200 of it"),
      BenchRow(
        name: "goto line 100 of a 100-line session", measured: shortToLast, baseline: toLast,
        unit: "ms", baselineName: "goto line 200 of 200 lines"),
    ]
  }

  /// The searches typed in turn: seven of the bundled catalog's, each finding 9 to 138
  /// tweets (the first page of 20 shown, so each answer makes rows that tick every
  /// second).
  static let searches = ["mvvm", "swift", "reactive", "iosdev", "rxswift", "cleancode", "swiftui"]

  /// `open twitter`, then searches typed and answered: `count` lines in all.
  static func lines(count: Int) -> [String] {
    var lines = ["open twitter"]
    var search = 0
    while lines.count < count {
      search += 1
      lines.append("set searchText \(searches[search % searches.count])")
      if lines.count < count { lines.append("advance 1s") }
    }
    return lines
  }

  /// Stops the benchmark unless every probe reads the same in `rebuilt` as in `original`.
  static func checkSameMoment(_ rebuilt: BenchSession, _ original: BenchSession, at moment: String)
  {
    for probe in probes {
      let expected = original.reading(probe)
      let actual = rebuilt.reading(probe)
      guard actual == expected else {
        FileHandle.standardError.write(
          Data(
            "shell-bench: '\(probe)' after \(moment) read \(actual), not \(expected)\n".utf8))
        exit(1)
      }
    }
  }

  /// A fresh session that ran `lines`.
  private static func session(running lines: [String]) -> BenchSession {
    let session = BenchSession()
    for line in lines { session.run(line: line) }
    return session
  }
}
