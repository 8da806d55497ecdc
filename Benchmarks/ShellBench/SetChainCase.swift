import TwitterApp
import Workbench

/// A `set` through a three-operator chain with no watch and no trace: Twitter's `set
/// searchText`, which runs the view-model's filter → throttle(1s) → flatMap(.latest)
/// (the throttle holds every value after the first, as no time passes), typed 20,000
/// times; beside the same sets made on the view-model directly on the session's queue.
/// What a typed line costs the shell on its own, parsing, resolving and logging included.
enum SetChainCase {
  /// How many `set` lines a timed run holds.
  static let sets = 20_000

  /// Measures the case and its baseline.
  static func run() -> [BenchRow] {
    let session = BenchSession()
    session.run("open twitter")
    let texts = ["swift", "swiftui"]
    let typed = Measure.medianMilliseconds {
      for index in 0..<sets { session.run(line: "set searchText \(texts[index % 2])") }
    }
    guard let viewModel = session.focus(as: TwitterSearchViewModel.self) else { return [] }
    let shell = session.interpreter.session
    let direct = Measure.medianMilliseconds {
      shell.perform {
        for index in 0..<sets { viewModel.searchText.value = texts[index % 2] }
      }
    }
    session.close()
    return [
      BenchRow(
        name: "set through filter → throttle → flatMap, no watch",
        measured: typed * 1e3 / Double(sets),
        baseline: direct * 1e3 / Double(sets), unit: "µs/set",
        baselineName: "the same value set on the view-model")
    ]
  }
}
