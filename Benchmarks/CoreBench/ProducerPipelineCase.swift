import ReactiveCore

/// 200,000 Ints through a SignalProducer wrapping a pipe → map → filter → skipRepeats,
/// beside the same hand-written chain as the signal pipeline.
enum ProducerPipelineCase {
  static let events = 200_000

  static func make() -> BenchCase {
    BenchCase(
      name: "producer map→filter→skipRepeats", events: events, reactive: reactive,
      baseline: baseline)
  }

  static func reactive() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var sum = 0
    let run = SignalProducer(signal)
      .map { $0 / 2 }
      .filter { $0 % 3 != 0 }
      .skipRepeats()
      .startWithValues { sum &+= $0 }
    for i in 0..<events { input.send(value: i) }
    run.dispose()
    Sink.consume(sum)
  }

  static func baseline() {
    PipelineCase.handWritten(events: events)
  }
}
