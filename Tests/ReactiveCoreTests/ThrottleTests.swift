import Testing

@testable import ReactiveCore

@Suite struct ThrottleTests {
  @Test func sendsTheFirstValueAtOnceThenTheLatestPerInterval() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.throttle(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance()
    #expect(timeline.entries == ["1@0.0"])
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance(by: 0.5)
    input.send(value: 4)
    scheduler.advance(by: 0.4)
    #expect(timeline.entries == ["1@0.0"])
    scheduler.advance(by: 0.1)
    #expect(timeline.entries == ["1@0.0", "4@1.0"])
    scheduler.advance(by: 0.5)
    input.send(value: 5)
    scheduler.advance(by: 0.5)
    #expect(timeline.entries == ["1@0.0", "4@1.0", "5@2.0"])
    scheduler.advance(by: 3)
    input.send(value: 6)
    scheduler.advance()
    #expect(timeline.entries == ["1@0.0", "4@1.0", "5@2.0", "6@5.0"])
  }

  @Test func aHeldValueIsDroppedOnCompletion() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.throttle(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance()
    input.send(value: 2)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["1@0.0", "COMPLETED@0.5"])
  }

  @Test func valuesSentBeforeTheSchedulerRunsReplaceOneAnother() {
    let scheduler = TestScheduler()
    let timeline = Timeline<Int, Never>(scheduler)
    let run = SignalProducer<Int, Never>([1, 2, 3]).concat(.never).throttle(1, on: scheduler)
      .start(timeline.observer)
    scheduler.advance(by: 1)
    #expect(timeline.entries == ["3@0.0"])
    run.dispose()
  }
}
