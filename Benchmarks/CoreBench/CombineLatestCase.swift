import ReactiveCore

/// (c) combineLatest of two properties, 1,000,000 updates (alternating between them).
enum CombineLatestCase {
  static let events = 1_000_000

  static func make() -> BenchCase {
    BenchCase(
      name: "combineLatest of 2 properties", events: events, reactive: reactive, baseline: baseline)
  }

  static func reactive() {
    let left = MutableProperty(0)
    let right = MutableProperty(0)
    var sum = 0
    let combined = Property.combineLatest(left, right)
    combined.signal.observeValues { sum &+= $0.0 &+ $0.1 }
    for i in 0..<(events / 2) {
      left.value = i
      right.value = i
    }
    Sink.consume(sum)
  }

  static func baseline() {
    baseline(events: events)
  }

  /// The hand-written combineLatest of `events` updates.
  static func baseline(events: Int) {
    var left = 0
    var right = 0
    var sum = 0
    let lock = BaselineLock()
    let observer = Sink.opaque { (pair: (Int, Int)) in sum &+= pair.0 &+ pair.1 }
    let combine = Sink.opaque { (_: Void) in observer((left, right)) }
    for i in 0..<(events / 2) {
      lock.withLock { left = i }
      combine(())
      lock.withLock { right = i }
      combine(())
    }
    Sink.consume(sum)
  }
}
