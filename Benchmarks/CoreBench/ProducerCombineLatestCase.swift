import ReactiveCore

/// combineLatest of two producers wrapping pipes, 200,000 updates (alternating),
/// beside a hand-written locked pair.
enum ProducerCombineLatestCase {
  static let events = 200_000

  static func make() -> BenchCase {
    BenchCase(
      name: "producer combineLatest", events: events, reactive: reactive,
      baseline: { CombineLatestCase.baseline(events: events) })
  }

  static func reactive() {
    let (left, leftInput) = Signal<Int, Never>.pipe()
    let (right, rightInput) = Signal<Int, Never>.pipe()
    var sum = 0
    let run = SignalProducer.combineLatest(SignalProducer(left), SignalProducer(right))
      .startWithValues { sum &+= $0.0 &+ $0.1 }
    for i in 0..<(events / 2) {
      leftInput.send(value: i)
      rightInput.send(value: i)
    }
    run.dispose()
    Sink.consume(sum)
  }
}
