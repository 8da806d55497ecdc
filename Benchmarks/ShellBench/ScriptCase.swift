import Foundation
import Workbench

/// Script throughput: Lessons/flickr.mvvm on the virtual clock through `ScriptRunner`,
/// in lines per second, beside a script of as many `get title` lines.
enum ScriptCase {
  /// How many times a timed run runs the script, each in a fresh session.
  static let runs = 20

  /// Measures the case and its baseline.
  static func run() -> [BenchRow] {
    let lesson = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Lessons/flickr.mvvm")
    guard let text = try? String(contentsOf: lesson, encoding: .utf8) else {
      fatalError("cannot read \(lesson.path)")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let minimal = ["open flickr"] + Array(repeating: "get title", count: lines.count - 1)
    let lessonMs = Measure.medianMilliseconds { runScript(lines) }
    let minimalMs = Measure.medianMilliseconds { runScript(minimal) }
    return [
      BenchRow(
        name: "script lines/s, Lessons/flickr.mvvm",
        measured: Double(lines.count) / lessonMs * 1000,
        baseline: Double(lines.count) / minimalMs * 1000, unit: "lines/s",
        baselineName: "as many `get title` lines")
    ]
  }

  private static func runScript(_ lines: [String]) {
    for _ in 0..<runs {
      let session = BenchSession()
      let runner = ScriptRunner(
        interpreter: session.interpreter, sourceName: "bench", keepsGoing: false)
      guard runner.run(lines: lines) == .success else {
        fatalError("the script failed: \(session.sink.recent.joined(separator: "\n"))")
      }
    }
  }
}
