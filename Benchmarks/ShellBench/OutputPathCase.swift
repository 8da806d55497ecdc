import Workbench

/// The cost of the shell's output path per trace or watch line: login's `set firstName`
/// run 2,000 times with `trace on` and watches on the members it feeds, less the same
/// sets in a session without them, per extra line (median of 7 alternating runs); beside the same lines written
/// straight through the session's `Console`.
enum OutputPathCase {
  /// How many `set` lines a timed run holds.
  static let sets = 2_000

  /// Measures the case and its baseline.
  static func run() -> [BenchRow] {
    let plain = BenchSession()
    plain.run("open login")
    let traced = BenchSession()
    traced.run(
      "open login", "trace on", "watch firstName lastName login.isEnabled login.isExecuting")
    var extraLines = 0
    var samples: [Double] = []
    for _ in 0..<Measure.repeats {
      let (plainMs, plainLines) = setFirstName(in: plain)
      let (tracedMs, tracedLines) = setFirstName(in: traced)
      extraLines = tracedLines - plainLines
      samples.append(max(tracedMs - plainMs, 0) * 1000 / Double(extraLines))
    }
    let perLine = samples.sorted()[samples.count / 2]
    let recent = traced.sink.recent

    let direct = BenchSession()
    let console = direct.interpreter.session.console
    let directMs = Measure.milliseconds {
      direct.interpreter.session.perform {
        for index in 0..<extraLines { console.live(recent[index % recent.count]) }
      }
    }
    let directPerLine = directMs * 1000 / Double(extraLines)
    let baselineName = "the same lines written through Console"
    return [
      BenchRow(
        name: "µs per trace or watch line (login set)", measured: perLine,
        baseline: directPerLine, unit: "µs", baselineName: baselineName),
      BenchRow(
        name: "trace and watch lines per second", measured: 1e6 / max(perLine, 1e-9),
        baseline: 1e6 / max(directPerLine, 1e-9), unit: "lines/s", baselineName: baselineName),
    ]
  }

  /// Milliseconds and lines of `sets` alternating `set firstName` lines in `session`.
  private static func setFirstName(in session: BenchSession) -> (Double, Int) {
    let before = session.sink.lines
    let milliseconds = Measure.milliseconds {
      for index in 0..<sets {
        session.run(line: "set firstName \(index % 2 == 0 ? "Ada" : "\"\"")")
      }
    }
    return (milliseconds, session.sink.lines - before)
  }
}
