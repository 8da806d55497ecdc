import Foundation
import Workbench

/// Time travel: `goto` to the middle and to the last line of a 200-line session on the
/// virtual clock (a search typed and answered, over and over), in milliseconds, beside
/// running the session's 200 lines; and to the last line of a 100-line session, to show
/// the cost growing with the session's length (a replay, no checkpoints).
enum TimeTravelCase {
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

  /// `open twitter`, then searches typed and answered: `count` lines in all.
  static func lines(count: Int) -> [String] {
    var lines = ["open twitter"]
    var search = 0
    while lines.count < count {
      search += 1
      lines.append("set searchText swift\(search % 7)")
      if lines.count < count { lines.append("advance 1s") }
    }
    return lines
  }

  /// A fresh session that ran `lines`.
  private static func session(running lines: [String]) -> BenchSession {
    let session = BenchSession()
    for line in lines { session.run(line: line) }
    return session
  }
}
