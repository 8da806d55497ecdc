import ReactiveCore

/// 20,000 starts and disposals of `property.producer.map`, beside a hand-written
/// subscribe and unsubscribe.
enum ProducerStartCase {
  static let events = 20_000

  static func make() -> BenchCase {
    BenchCase(
      name: "producer.map start + dispose", events: events, reactive: reactive,
      baseline: { SubscribeCase.baseline(events: events) })
  }

  static func reactive() {
    let property = MutableProperty(1)
    let producer = property.producer.map { $0 &+ 1 }
    var sum = 0
    for _ in 0..<events {
      producer.startWithValues { sum &+= $0 }.dispose()
    }
    Sink.consume(sum)
  }
}
