import Foundation
import Testing

@testable import ReactiveCore

@Suite struct TimerIntervalTests {
  @Test func timerSendsTheDateEveryIntervalUntilDisposed() {
    let scheduler = TestScheduler()
    var ticks: [TimeInterval] = []
    let run = SignalProducer.timer(interval: .seconds(2), on: scheduler).startWithValues {
      ticks.append($0.timeIntervalSinceReferenceDate)
    }
    scheduler.advance(by: .seconds(5))
    run.dispose()
    scheduler.advance(by: .seconds(5))
    #expect(ticks == [2, 4])
  }

  @Test func intervalSendsTheElementsOnePerIntervalThenCompletes() {
    let scheduler = TestScheduler()
    let timeline = Timeline<String, Never>(scheduler)
    SignalProducer.interval(["a", "b"], interval: .seconds(1), on: scheduler).start(
      timeline.observer)
    scheduler.advance(by: .seconds(3))
    #expect(timeline.entries == ["a@1.0", "b@2.0", "COMPLETED@3.0"])
    let counter = Timeline<Int, Never>(scheduler)
    let counting = SignalProducer.interval(.milliseconds(500), on: scheduler).start(
      counter.observer)
    scheduler.advance(by: .seconds(1))
    counting.dispose()
    #expect(counter.entries == ["0@3.5", "1@4.0", "INTERRUPTED@4.0"])
  }

  @Test func scheduleAfterADispatchTimeIntervalCountsFromNow() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(1))
    var ranAt: [TimeInterval] = []
    scheduler.schedule(after: .milliseconds(1500)) {
      ranAt.append(scheduler.currentDate.timeIntervalSinceReferenceDate)
    }
    let repeating = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) {
      ranAt.append(scheduler.currentDate.timeIntervalSinceReferenceDate)
    }
    scheduler.advance(by: .seconds(3))
    repeating?.dispose()
    #expect(ranAt == [2, 2.5, 3, 4])
  }

  @Test func dispatchTimeIntervalArithmetic() {
    #expect((DispatchTimeInterval.seconds(2) * 0.25).timeInterval == 0.5)
    #expect((-DispatchTimeInterval.milliseconds(3)).timeInterval == -0.003)
    #expect((DispatchTimeInterval.seconds(1) + .milliseconds(500)).timeInterval == 1.5)
    #expect((DispatchTimeInterval.seconds(1) - .milliseconds(250)).timeInterval == 0.75)
    #expect(DispatchTimeInterval.seconds(1) + .never == .never)
    #expect(
      Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(DispatchTimeInterval.seconds(3))
        == Date(timeIntervalSinceReferenceDate: 3))
    #expect(1.5.dispatchTimeInterval == .nanoseconds(1_500_000_000))
  }
}
