import AllocationCounter
import Dispatch

/// One benchmark case: the ReactiveCore version and a hand-written closure baseline
/// doing the same work, each processing `events` events per run.
struct BenchCase {
  let name: String
  let events: Int
  let reactive: () -> Void
  let baseline: () -> Void
}

/// What one case measured, in nanoseconds per event (medians of several runs), and the
/// heap allocations per event of one run of the reactive side.
struct BenchResult {
  let name: String
  let reactiveNanos: Double
  let baselineNanos: Double
  /// Nil where allocations cannot be counted (see `AllocationCounter`).
  let reactiveAllocations: Double?

  var ratio: Double { reactiveNanos / max(baselineNanos, 0.001) }
}

/// Runs cases several times and reports medians.
enum Harness {
  /// How many timed runs each side of a case gets; one untimed warm-up run precedes them.
  static let repeats = 7

  /// Measures `benchCase` and returns its medians per event, then counts the
  /// allocations of one more, untimed run of its reactive side.
  static func measure(_ benchCase: BenchCase) -> BenchResult {
    let events = Double(benchCase.events)
    let reactive = medianNanos(of: benchCase.reactive) / events
    let baseline = medianNanos(of: benchCase.baseline) / events
    let allocations = allocationsPerRun(of: benchCase.reactive).map { Double($0) / events }
    return BenchResult(
      name: benchCase.name, reactiveNanos: reactive, baselineNanos: baseline,
      reactiveAllocations: allocations)
  }

  private static func medianNanos(of body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    for _ in 0..<repeats {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The heap blocks one run of `body` allocates on this thread, or nil where they
  /// cannot be counted. The cases allocate on the thread that runs them.
  private static func allocationsPerRun(of body: () -> Void) -> Int64? {
    let before = allocation_counter_thread_total()
    guard before >= 0 else { return nil }
    body()
    return allocation_counter_thread_total() - before
  }
}

/// Keeps benchmark results observable so the optimiser cannot drop the work.
enum Sink {
  nonisolated(unsafe) static var checksum = 0

  /// Folds `value` into the checksum.
  @inline(never)
  static func consume(_ value: Int) {
    checksum &+= value
  }
}
