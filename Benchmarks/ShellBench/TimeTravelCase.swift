import Foundation
import Workbench

/// Time travel: `goto` to the middle and to the last line of a 200-line session on the
/// virtual clock (a search typed and answered, over and over), in milliseconds, beside
/// running the session's 200 lines; and to the last line of a 100-line session, to show
/// the cost growing with the session's length. Those start from the present, so each
/// replays from the start; two more go on from the moment stood at (`goto 100`, then
/// `goto 101` or `goto 200`), replaying only the lines between. Before it reports, it
/// checks that each moment `goto` rebuilt reads as the session that really stopped there
/// does, and that the later ones went on rather than starting again, and stops the
/// benchmark if not: CI runs this group, so a fast but wrong replay fails there.
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
    let next = session(running: lines(count: 101))
    let whole = session(running: long)
    let toLast = fromThePresent(full, "goto 200")
    let toMiddle = fromThePresent(full, "goto 100")
    let shortToLast = fromThePresent(half, "goto 100")
    let stepOne = goingOn(full, from: "goto 100", "goto 101")
    checkSameMoment(full, next, at: "goto 101 after goto 100 of the 200-line session")
    let stepToLast = goingOn(full, from: "goto 100", "goto 200")
    checkSameMoment(full, whole, at: "goto 200 after goto 100 of the 200-line session")
    backAtThePresent(full)
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
      BenchRow(
        name: "goto line 101, standing at line 100", measured: stepOne, baseline: toMiddle,
        unit: "ms", baselineName: "goto line 100 from the present"),
      BenchRow(
        name: "goto line 200, standing at line 100", measured: stepToLast, baseline: toLast,
        unit: "ms", baselineName: "goto line 200 from the present"),
    ]
  }

  /// The median milliseconds of `line` (a `goto`) typed at the present of `bench`, so
  /// that it replays from the start: time travel comes back before each run, untimed.
  static func fromThePresent(_ bench: BenchSession, _ line: String) -> Double {
    median(of: line, in: bench) { backAtThePresent(bench) }
  }

  /// The median milliseconds of `line` (a `goto`) typed standing where `first` (untimed,
  /// from the present) goes; stops the benchmark unless it went on from there.
  static func goingOn(_ bench: BenchSession, from first: String, _ line: String) -> Double {
    let ms = median(of: line, in: bench) {
      backAtThePresent(bench)
      bench.run(line: first)
    }
    let session = bench.interpreter.session
    if session.perform({ session.timeTravel.standing?.wentOnFrom }) == nil {
      FileHandle.standardError.write(
        Data("shell-bench: '\(line)' after '\(first)' replayed from the start\n".utf8))
      exit(1)
    }
    return ms
  }

  /// Comes back to the present of `bench` if time travel stands in its past.
  private static func backAtThePresent(_ bench: BenchSession) {
    let session = bench.interpreter.session
    if session.perform({ session.timeTravel.standing }) != nil { bench.run(line: "goto present") }
  }

  /// The median milliseconds of `line` in `bench` over `Measure.repeats` runs after a
  /// warm-up, each after `setUp`, which is not timed.
  private static func median(of line: String, in bench: BenchSession, setUp: () -> Void)
    -> Double
  {
    let samples = (0...Measure.repeats).map { _ in
      setUp()
      return Measure.milliseconds { bench.run(line: line) }
    }.dropFirst().sorted()
    return samples[samples.count / 2]
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
