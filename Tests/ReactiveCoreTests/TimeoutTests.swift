import Testing

@testable import ReactiveCore

@Suite struct TimeoutTests {
  @Test func failsWhenTheSignalHasNotEndedInTime() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>(scheduler)
    signal.timeout(after: 2, raising: .boom, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 1.5)
    input.send(value: 2)
    scheduler.advance(by: 0.5)
    input.send(value: 3)
    #expect(timeline.entries == ["1@0.0", "2@1.5", "FAILED boom@2.0"])
  }

  @Test func doesNothingWhenTheSignalEndsInTime() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>(scheduler)
    signal.timeout(after: 2, raising: .boom, on: scheduler).observe(timeline.observer)
    scheduler.advance(by: 1)
    input.sendCompleted()
    scheduler.advance(by: 5)
    #expect(timeline.entries == ["COMPLETED@1.0"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func producerClockStartsAtEachStart() {
    let scheduler = TestScheduler()
    let producer = SignalProducer<Int, Never>.never.timeout(
      after: 1, raising: TestError.boom, on: scheduler)
    scheduler.advance(by: 5)
    let timeline = Timeline<Int, TestError>(scheduler)
    producer.start(timeline.observer)
    scheduler.advance(by: 1)
    #expect(timeline.entries == ["FAILED boom@6.0"])
  }
}
