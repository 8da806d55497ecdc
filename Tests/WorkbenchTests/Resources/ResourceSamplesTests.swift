import Testing

@testable import Workbench

/// `ResourceSamples`, what `timeline resources.NAME` draws: a sample only where a count
/// changed, the later of two at one time, and a bounded number a name.
@Suite struct ResourceSamplesTests {
  private func counts(_ samples: ResourceSamples, _ name: String) -> [[Int64]] {
    (samples.byName[name] ?? []).map { [$0.time, Int64($0.count)] }
  }

  @Test func keepsOnlyChangesAndTheLaterCountAtOneTime() {
    var samples = ResourceSamples()
    samples.record([("observers", 3), ("leaks", 0)], at: 0)
    samples.record([("observers", 3), ("leaks", 0)], at: 5)
    samples.record([("observers", 7)], at: 10)
    samples.record([("observers", 9)], at: 10)
    samples.record([("observers", 3)], at: 20)
    samples.record([("observers", 5)], at: 20)
    samples.record([("observers", 3)], at: 20)
    #expect(counts(samples, "observers") == [[0, 3], [10, 9], [20, 3]])
    #expect(counts(samples, "leaks") == [[0, 0]])
  }

  @Test func dropsTheOlderHalfPastTheLimit() {
    var samples = ResourceSamples()
    for time in 0...Int64(ResourceSamples.limit) {
      samples.record([("signals", Int(time))], at: time)
    }
    let kept = counts(samples, "signals")
    #expect(kept.count == ResourceSamples.limit / 2)
    #expect(kept.last == [Int64(ResourceSamples.limit), Int64(ResourceSamples.limit)])
  }
}
