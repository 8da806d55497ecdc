import Foundation
import ReactiveCore

/// 100,000 values through a producer's throttle(1 s) on a TestScheduler, advancing one
/// second after each, beside a hand-written throttle over a hand-written queue.
enum ThrottleCase {
  static let events = 100_000

  static func make() -> BenchCase {
    BenchCase(
      name: "producer throttle on TestScheduler", events: events, reactive: reactive,
      baseline: baseline)
  }

  static func reactive() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    var sum = 0
    let run = SignalProducer(signal)
      .throttle(1, on: scheduler)
      .startWithValues { sum &+= $0 }
    for i in 0..<events {
      input.send(value: i)
      scheduler.advance(by: 1)
    }
    run.dispose()
    Sink.consume(sum)
  }

  static func baseline() {
    var sum = 0
    var queue: [(time: Int, action: () -> Void)] = []
    var now = 0
    var pending: Int?
    var lastSent = Int.min
    let lock = BaselineLock()
    let observer = Sink.opaque { (value: Int) in sum &+= value }
    let send = Sink.opaque { (value: Int) in
      lock.withLock { pending = value }
      let due = lastSent == Int.min ? now : max(lastSent + 1_000_000, now)
      queue.append(
        (
          due,
          {
            var value: Int?
            lock.withLock {
              value = pending
              pending = nil
            }
            if let value {
              lastSent = due
              observer(value)
            }
          }
        ))
    }
    for i in 0..<events {
      send(i)
      now += 1_000_000
      while let first = queue.first, first.time <= now {
        queue.removeFirst()
        first.action()
      }
    }
    Sink.consume(sum)
  }
}
