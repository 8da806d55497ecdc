import ReactiveCore

/// 100,000 values through flatMap(.latest), each starting an inner producer that sends
/// one value, beside a hand-written chain that makes one inner closure per value.
enum FlatMapLatestCase {
  static let events = 100_000

  static func make() -> BenchCase {
    BenchCase(
      name: "flatMap(.latest) over inner producers", events: events, reactive: reactive,
      baseline: baseline)
  }

  static func reactive() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var sum = 0
    let run = SignalProducer(signal)
      .flatMap(.latest) { SignalProducer<Int, Never>(value: $0 &+ 1) }
      .startWithValues { sum &+= $0 }
    for i in 0..<events { input.send(value: i) }
    run.dispose()
    Sink.consume(sum)
  }

  static func baseline() {
    var sum = 0
    var latest = 0
    let lock = BaselineLock()
    let observer = Sink.opaque { (value: Int) in sum &+= value }
    let outer = Sink.opaque { (value: Int) in
      var id = 0
      lock.withLock {
        latest += 1
        id = latest
      }
      let inner = Sink.opaque { (_: Void) in
        var isLatest = false
        lock.withLock { isLatest = latest == id }
        if isLatest { observer(value &+ 1) }
      }
      inner(())
    }
    for i in 0..<events { outer(i) }
    Sink.consume(sum)
  }
}
