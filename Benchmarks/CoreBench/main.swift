import Foundation

let cases = [
  PipelineCase.make(),
  PropertyCase.make(),
  CombineLatestCase.make(),
  SubscribeCase.makeSignal(),
  SubscribeCase.makeProducer(),
]

print(
  "case".padding(toLength: 36, withPad: " ", startingAt: 0) + "   ns/event   baseline      ratio")
for benchCase in cases {
  let result = Harness.measure(benchCase)
  let columns = [result.reactiveNanos, result.baselineNanos, result.ratio].map {
    String(format: "%10.1f", $0)
  }
  print(
    result.name.padding(toLength: 36, withPad: " ", startingAt: 0) + " "
      + columns.joined(separator: " "))
}
print("(median of \(Harness.repeats) runs; checksum \(Sink.checksum))")
