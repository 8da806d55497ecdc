import Foundation

// shell-bench: drives real shell sessions in-process on the virtual clock and prints
// each figure beside a baseline measured in the same run. `shell-bench tweetboat` (or
// log, set, flickr, output, script, timetravel) runs one group.

let groups: [(name: String, run: () -> [BenchRow])] = [
  // First: its no-hook figure must be measured before any session installs the hook.
  ("log", EventLogCase.run),
  ("set", SetChainCase.run),
  ("tweetboat", TweetboatCase.run),
  ("flickr", FlickrCase.run),
  ("output", OutputPathCase.run),
  ("script", ScriptCase.run),
  ("timetravel", TimeTravelCase.run),
]
let chosen = Set(CommandLine.arguments.dropFirst())
if let unknown = chosen.first(where: { name in !groups.contains { $0.name == name } }) {
  print("unknown group '\(unknown)'; choose from \(groups.map(\.name).joined(separator: ", "))")
  exit(2)
}

print(
  "case".padding(toLength: 50, withPad: " ", startingAt: 0)
    + "    measured unit         baseline   ratio  baseline is")
for group in groups where chosen.isEmpty || chosen.contains(group.name) {
  for row in group.run() { row.print() }
}
print("(times are medians of \(Measure.repeats) runs after a warm-up, except one-off set-ups)")
