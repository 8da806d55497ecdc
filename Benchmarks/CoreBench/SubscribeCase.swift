import ReactiveCore

/// (d) 100,000 subscribe + dispose: observing a signal, and starting a property's
/// producer.
enum SubscribeCase {
  static let events = 100_000

  static func makeSignal() -> BenchCase {
    BenchCase(
      name: "signal observe + dispose", events: events, reactive: reactiveSignal, baseline: baseline
    )
  }

  static func makeProducer() -> BenchCase {
    BenchCase(
      name: "property.producer start + dispose", events: events, reactive: reactiveProducer,
      baseline: baseline)
  }

  static func reactiveSignal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var sum = 0
    for i in 0..<events {
      let disposable = signal.observeValues { sum &+= $0 }
      disposable?.dispose()
      Sink.consume(i)
    }
    input.send(value: 1)
    Sink.consume(sum)
  }

  static func reactiveProducer() {
    let property = MutableProperty(1)
    var sum = 0
    for _ in 0..<events {
      property.producer.startWithValues { sum &+= $0 }.dispose()
    }
    Sink.consume(sum)
  }

  static func baseline() {
    baseline(events: events)
  }

  /// The hand-written subscribe and unsubscribe, `events` times.
  static func baseline(events: Int) {
    var observers: [Int: (Int) -> Void] = [:]
    var sum = 0
    let lock = BaselineLock()
    for i in 0..<events {
      let observer = Sink.opaque { (value: Int) in sum &+= value }
      lock.withLock { observers[i] = observer }
      observer(1)
      lock.withLock { observers[i] = nil }
    }
    Sink.consume(sum)
  }
}
