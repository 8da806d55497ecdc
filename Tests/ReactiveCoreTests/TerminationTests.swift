import Testing

@testable import ReactiveCore

@Suite struct TerminationTests {
  @Test func nothingIsDeliveredAfterATerminalEvent() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>()
    signal.observe(timeline.observer)
    input.send(value: 1)
    input.send(error: .boom)
    input.send(value: 2)
    input.sendCompleted()
    input.sendInterrupted()
    #expect(timeline.entries == ["1", "FAILED boom"])
  }

  @Test func derivedSignalsStopAfterATerminalEventToo() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>()
    signal.map { $0 + 1 }.filter { _ in true }.observe(timeline.observer)
    input.send(value: 1)
    input.sendCompleted()
    input.send(value: 2)
    #expect(timeline.entries == ["2", "COMPLETED"])
  }

  @Test func anEmptySignalHasCompletedAlready() {
    let signal = Signal<Int, TestError>.empty
    let timeline = Timeline<Int, TestError>()
    #expect(signal.observe(timeline.observer) == nil)
    #expect(timeline.entries == ["INTERRUPTED"])
    #expect(signal.core.isTerminated)
    var ended = false
    signal.core.lifetime.observeEnded { ended = true }
    #expect(ended)
    #expect(Property(value: 1).signal.observe(Signal<Int, Never>.Observer { _ in }) == nil)
  }

  @Test func disposingTwiceIsHarmless() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    let disposable = signal.observeValues { received.append($0) }
    disposable?.dispose()
    disposable?.dispose()
    input.send(value: 1)
    #expect(received.isEmpty)
    #expect(disposable?.isDisposed == true)
  }

  @Test func disposingAProducerInterruptsItAndRunsCleanupExactlyOnce() {
    var cleanups = 0
    let (trigger, input) = Signal<Int, Never>.pipe()
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { cleanups += 1 }
      lifetime += trigger.observe(observer)
    }
    let timeline = Timeline<Int, Never>()
    let disposable = producer.start(timeline.observer)
    input.send(value: 1)
    disposable.dispose()
    disposable.dispose()
    input.send(value: 2)
    #expect(timeline.entries == ["1", "INTERRUPTED"])
    #expect(cleanups == 1)
  }

  @Test func aProducerThatCompletesRunsCleanupOnceAndIgnoresLaterDisposal() {
    var cleanups = 0
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      lifetime.observeEnded { cleanups += 1 }
      observer.send(value: 1)
      observer.sendCompleted()
    }
    let timeline = Timeline<Int, Never>()
    let disposable = producer.start(timeline.observer)
    disposable.dispose()
    #expect(timeline.entries == ["1", "COMPLETED"])
    #expect(cleanups == 1)
  }
}
