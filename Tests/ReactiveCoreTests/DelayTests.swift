import Testing

@testable import ReactiveCore

@Suite struct DelayTests {
  @Test func valuesAndCompletionArriveLater() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.delay(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance(by: 0.5)
    #expect(timeline.entries == ["1@1.0"])
    scheduler.advance(by: 0.5)
    #expect(timeline.entries == ["1@1.0", "2@1.5", "COMPLETED@1.5"])
  }

  @Test func failureIsNotDelayedAndDropsPendingValues() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let timeline = Timeline<Int, TestError>(scheduler)
    signal.delay(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    input.send(error: .boom)
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["FAILED boom@0.0"])
  }
}
