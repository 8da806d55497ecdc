/// Which cases a run of core-bench measures, read from its command line:
/// `core-bench [CASE...] [--profile RUNS]`. A case is named by its index (1-based) or
/// by a word of its name (`pipe`, `property`, `combineLatest`, `observe`, `producer`);
/// `--profile RUNS` runs only the reactive side RUNS times without timing, for
/// callgrind or perf.
struct CaseSelection {
  /// The cases to run, in the order given (all of them when none was named).
  var cases: [BenchCase] = []
  /// How many untimed reactive-only runs `--profile` asked for; 0 for a timed run.
  var reactiveOnlyRuns = 0
  /// What was wrong with the command line, if anything.
  var error: String?

  init(arguments: [String], cases all: [BenchCase]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--profile" {
        guard let runs = remaining.popFirst().flatMap(Int.init), runs > 0 else {
          error = "--profile needs a positive number of runs, e.g. --profile 3"
          return
        }
        reactiveOnlyRuns = runs
      } else if let index = Int(argument), all.indices.contains(index - 1) {
        cases.append(all[index - 1])
      } else if let match = all.first(where: {
        $0.name.lowercased().contains(argument.lowercased())
      }) {
        cases.append(match)
      } else {
        let names = all.enumerated().map { "\($0.offset + 1): \($0.element.name)" }
        error =
          "unknown case '\(argument)'; choose an index or a word of a name:\n  "
          + names.joined(separator: "\n  ")
        return
      }
    }
    if cases.isEmpty { cases = all }
  }
}
