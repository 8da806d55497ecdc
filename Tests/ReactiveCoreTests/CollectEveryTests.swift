import Testing

@testable import ReactiveCore

@Suite struct CollectEveryTests {
  @Test func sendsEachWindowIncludingEmptyOnes() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<[Int], Never>(scheduler)
    signal.collect(every: .seconds(1), on: scheduler).observe(timeline.observer)
    scheduler.advance(by: 0.2)
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance(by: 0.8)
    scheduler.advance(by: 1)
    input.send(value: 3)
    scheduler.advance(by: 1)
    input.sendCompleted()
    scheduler.advance()
    #expect(timeline.entries == ["[1, 2]@1.0", "[]@2.0", "[3]@3.0", "COMPLETED@3.0"])
    #expect(scheduler.pendingActionCount == 0, "completion stops the window timer")
  }

  @Test func skipEmptyLeavesOutEmptyWindows() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<[Int], Never>(scheduler)
    signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true).observe(timeline.observer)
    scheduler.advance(by: 1.5)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance()
    #expect(timeline.entries == ["[1]@2.0", "COMPLETED@2.0"])
    #expect(scheduler.pendingActionCount == 0, "completion stops the window timer")
  }

  @Test func completionDropsTheOpenWindowByDefault() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<[Int], Never>(scheduler)
    signal.collect(every: .seconds(1), on: scheduler).observe(timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["COMPLETED@0.5"])
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func completionCanWaitForTheOpenWindow() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    let timeline = Timeline<[Int], Never>(scheduler)
    signal.collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false).observe(
      timeline.observer)
    input.send(value: 1)
    scheduler.advance(by: 0.5)
    input.sendCompleted()
    scheduler.advance(by: 2)
    #expect(timeline.entries == ["[1]@1.0", "COMPLETED@1.0"])
  }
}
