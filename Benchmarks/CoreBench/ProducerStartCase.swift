import ReactiveCore

/// 20,000 times `property.producer.map { … }` made, started and disposed (as the peer
/// benchmark and a view-model's code do), beside a hand-written subscribe and
/// unsubscribe.
enum ProducerStartCase {
  static let events = 20_000

  static func make() -> BenchCase {
    BenchCase(
      name: "producer.map start + dispose", events: events, reactive: reactive,
      baseline: { SubscribeCase.baseline(events: events) })
  }

  static func reactive() {
    let property = MutableProperty(1)
    var sum = 0
    for _ in 0..<events {
      property.producer.map { $0 &+ 1 }.startWithValues { sum &+= $0 }.dispose()
    }
    Sink.consume(sum)
  }
}
