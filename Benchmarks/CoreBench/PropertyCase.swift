import ReactiveCore

/// (b) a MutableProperty set 1,000,000 times with 10 observers.
enum PropertyCase {
  static let events = 1_000_000
  static let observerCount = 10

  static func make() -> BenchCase {
    BenchCase(
      name: "MutableProperty set, 10 observers", events: events, reactive: reactive,
      baseline: baseline)
  }

  static func reactive() {
    let property = MutableProperty(0)
    var sum = 0
    for _ in 0..<observerCount { property.signal.observeValues { sum &+= $0 } }
    for i in 0..<events { property.value = i }
    Sink.consume(sum)
  }

  static func baseline() {
    var value = 0
    var sum = 0
    var observers: [(Int) -> Void] = []
    for _ in 0..<observerCount { observers.append(Sink.opaque { sum &+= $0 }) }
    let lock = BaselineLock()
    for i in 0..<events {
      lock.withLock { value = i }
      for observer in observers { observer(value) }
    }
    Sink.consume(sum)
  }
}
