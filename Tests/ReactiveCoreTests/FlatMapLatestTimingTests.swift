import Testing

@testable import ReactiveCore

@Suite struct FlatMapLatestTimingTests {
  /// A producer that sends `value` after `seconds`, then completes, on `scheduler`.
  func delayed(_ value: Int, _ seconds: Double, _ scheduler: TestScheduler) -> SignalProducer<
    Int, Never
  > {
    SignalProducer(value: value).delay(seconds, on: scheduler)
  }

  @Test func aNewValueCancelsTheRunningInnerProducer() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<Int, Never>(scheduler)
    signal.flatMap(.latest) { self.delayed($0, 1, scheduler) }.observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.send(value: 2)
    scheduler.advance(by: 1)
    input.send(value: 3)
    input.sendCompleted()
    scheduler.advance(by: 0.9)
    #expect(timeline.entries == ["2@1.5"])
    scheduler.advance(by: 0.1)
    #expect(timeline.entries == ["2@1.5", "3@2.5", "COMPLETED@2.5"])
  }
}
