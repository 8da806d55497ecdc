import Testing

@testable import ReactiveCore

@Suite struct OperatorTests {
  @Test func sampleSendsTheLatestValueOnEachSampleAndCompletesWithBoth() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (sampler, tick) = Signal<(), Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.sample(on: sampler).observe(timeline.observer)
    tick.send(value: ())
    input.send(value: 1)
    input.send(value: 2)
    tick.send(value: ())
    tick.send(value: ())
    input.sendCompleted()
    #expect(timeline.entries == ["2", "2"])
    tick.sendCompleted()
    #expect(timeline.entries == ["2", "2", "COMPLETED"])
  }

  @Test func anInterruptedSampleLetsGoOfTheLatestValueItKept() {
    for sampleOn in [true, false] {
      let (signal, input) = Signal<Canary, Never>.pipe()
      let source = SignalProducer(signal)
      let (sampler, tick) = Signal<(), Never>.pipe()
      let sampled =
        sampleOn ? source.sample(on: sampler) : source.sample(with: sampler).map { $0.0 }
      let timeline = Timeline<Int, Never>()
      let disposable = sampled.map(\.id).start(timeline.observer)
      weak var weakCanary: Canary?
      do {
        let canary = Canary(1)
        weakCanary = canary
        input.send(value: canary)
      }
      input.sendCompleted()
      #expect(weakCanary != nil)
      disposable.dispose()
      #expect(weakCanary == nil)
      #expect(timeline.entries == ["INTERRUPTED"])
      withExtendedLifetime(tick) {}
    }
  }

  @Test func withLatestDropsValuesBeforeTheSampleeAndEndsWithTheSource() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let state = MutableProperty("a")
    let (samplee, sampleeInput) = Signal<String, Never>.pipe()
    var fromSignal: [String] = []
    var fromProducer: [String] = []
    signal.withLatest(from: samplee).observeValues { fromSignal.append("\($0)\($1)") }
    signal.withLatest(from: state.producer).observeValues { fromProducer.append("\($0)\($1)") }
    input.send(value: 1)
    sampleeInput.send(value: "x")
    sampleeInput.sendCompleted()
    state.value = "b"
    input.send(value: 2)
    #expect(fromSignal == ["2x"])
    #expect(fromProducer == ["1a", "2b"])
  }

  @Test func materializeAndDematerializeRoundTrip() {
    let timeline = Timeline<Signal<Int, TestError>.Event, Never>()
    let producer = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.send(error: .boom)
    }
    producer.materialize().start(timeline.observer)
    #expect(timeline.entries == ["VALUE 1", "FAILED boom", "COMPLETED"])
    let back = Timeline<Int, TestError>()
    producer.materialize().dematerialize().start(back.observer)
    #expect(back.entries == ["1", "FAILED boom"])
  }

  @Test func logEventsWritesEveryEventWithTheIdentifier() {
    var lines: [String] = []
    SignalProducer<Int, Never>(value: 1).logEvents(identifier: "n", logger: { lines.append($0) })
      .start()
    #expect(
      lines == ["[n] STARTING", "[n] VALUE 1", "[n] COMPLETED", "[n] DISPOSED", "[n] STARTED"])
  }

  @Test func skipNilUnwraps() {
    var values: [Int] = []
    SignalProducer<Int?, Never>([1, nil, 3]).skipNil().startWithValues { values.append($0) }
    #expect(values == [1, 3])
  }

  @Test func flatMapErrorReplacesAFailure() {
    let timeline = Timeline<Int, Never>()
    SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in SignalProducer(value: 0) }
      .start(timeline.observer)
    #expect(timeline.entries == ["0", "COMPLETED"])
  }

  @Test func retryRestartsUpToTheCountThenFails() {
    var attempts = 0
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      attempts += 1
      if attempts < 3 {
        observer.send(error: .boom)
      } else {
        observer.send(value: attempts)
        observer.sendCompleted()
      }
    }
    let success = Timeline<Int, TestError>()
    flaky.retry(upTo: 2).start(success.observer)
    #expect(success.entries == ["3", "COMPLETED"])
    attempts = -10
    let failure = Timeline<Int, TestError>()
    flaky.retry(upTo: 1).start(failure.observer)
    #expect(failure.entries == ["FAILED boom"])
    #expect(attempts == -8)
  }

  @Test func observeOnKeepsNothingPerDeliveredEvent() {
    let scheduler = RecordingScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    var received = 0
    signal.observe(on: scheduler).observeValues { _ in received += 1 }
    for value in 0..<100 { input.send(value: value) }
    #expect(received == 100)
    #expect(scheduler.liveDisposables == 0, "a delivered event's disposable is not kept")
    input.sendCompleted()
  }

  @Test func observeOnDeliversOnTheScheduler() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.observe(on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    #expect(timeline.entries.isEmpty)
    scheduler.advance()
    #expect(timeline.entries == ["1"])
  }
}

/// Runs actions at once and counts how many of the disposables it returned are still
/// referenced by someone.
private final class RecordingScheduler: Scheduler, @unchecked Sendable {
  private var returned: [Weak] = []

  private struct Weak {
    weak var disposable: AnyDisposable?
  }

  var liveDisposables: Int { returned.filter { $0.disposable != nil }.count }

  func schedule(_ action: @escaping () -> Void) -> Disposable? {
    action()
    let disposable = AnyDisposable()
    returned.append(Weak(disposable: disposable))
    return disposable
  }
}
