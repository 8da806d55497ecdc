import ReactiveCore

/// (a) 1,000,000 Ints through pipe → map → filter → skipRepeats → observer.
enum PipelineCase {
  static let events = 1_000_000

  static func make() -> BenchCase {
    BenchCase(
      name: "pipe→map→filter→skipRepeats", events: events, reactive: reactive, baseline: baseline)
  }

  static func reactive() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var sum = 0
    signal
      .map { $0 / 2 }
      .filter { $0 % 3 != 0 }
      .skipRepeats()
      .observeValues { sum &+= $0 }
    for i in 0..<events { input.send(value: i) }
    Sink.consume(sum)
  }

  static func baseline() {
    handWritten(events: events)
  }

  /// `events` Ints through the same chain written by hand: the baseline of the signal
  /// and producer pipelines alike.
  static func handWritten(events: Int) {
    var sum = 0
    var previous: Int?
    let observer: (Int) -> Void = { sum &+= $0 }
    let skipRepeats: (Int) -> Void = { value in
      if previous == value { return }
      previous = value
      observer(value)
    }
    let filter: (Int) -> Void = { if $0 % 3 != 0 { skipRepeats($0) } }
    let map: (Int) -> Void = { filter($0 / 2) }
    let send = Sink.opaque(map)
    for i in 0..<events { send(i) }
    Sink.consume(sum)
  }
}

extension Sink {
  /// Returns `closure` through a call the optimiser cannot see into, so the baseline
  /// chain stays a chain of closure calls instead of being folded into one loop.
  @inline(never)
  static func opaque<T>(_ closure: @escaping (T) -> Void) -> (T) -> Void {
    closure
  }
}
