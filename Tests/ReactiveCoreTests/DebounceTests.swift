import Testing

@testable import ReactiveCore

@Suite struct DebounceTests {
  @Test func sendsTheLastValueOfABurstAfterTheQuietInterval() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.debounce(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    scheduler.advance(by: 0.9)
    #expect(timeline.entries.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(timeline.entries == ["2@1.5"])
    input.send(value: 3)
    scheduler.advance(by: 1)
    #expect(timeline.entries == ["2@1.5", "3@2.5"])
  }

  @Test func aWaitingValueIsDroppedOnCompletionByDefault() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.debounce(1, on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["COMPLETED@0.5"])
  }

  @Test func aWaitingValueIsKeptWhenAskedAndCompletionFollowsIt() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.debounce(1, on: scheduler, discardWhenCompleted: false).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["1@1.0", "COMPLETED@1.0"])
  }
}
