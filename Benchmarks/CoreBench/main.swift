import Foundation

let cases = [
  PipelineCase.make(),
  PropertyCase.make(),
  CombineLatestCase.make(),
  SubscribeCase.makeSignal(),
  SubscribeCase.makeProducer(),
  ProducerPipelineCase.make(),
  ProducerCombineLatestCase.make(),
  ProducerStartCase.make(),
  FlatMapLatestCase.make(),
  ThrottleCase.make(),
]

let selection = CaseSelection(arguments: Array(CommandLine.arguments.dropFirst()), cases: cases)

if let error = selection.error {
  print(error)
  exit(2)
}

if selection.reactiveOnlyRuns > 0 {
  for benchCase in selection.cases {
    for _ in 0..<selection.reactiveOnlyRuns { benchCase.reactive() }
  }
  print("(ran the reactive side \(selection.reactiveOnlyRuns) times; checksum \(Sink.checksum))")
  exit(0)
}

print(
  "case".padding(toLength: 36, withPad: " ", startingAt: 0)
    + "   ns/event   baseline      ratio  allocs/event")
for benchCase in selection.cases {
  let result = Harness.measure(benchCase)
  let columns = [result.reactiveNanos, result.baselineNanos, result.ratio].map {
    String(format: "%10.1f", $0)
  }
  let allocations =
    result.reactiveAllocations.map { String(format: "%13.2f", $0) } ?? "          n/a"
  print(
    result.name.padding(toLength: 36, withPad: " ", startingAt: 0) + " "
      + columns.joined(separator: " ") + " " + allocations)
}
print(
  "(median of \(Harness.repeats) runs; allocations counted in one more run of the reactive"
    + " side; checksum \(Sink.checksum))")
