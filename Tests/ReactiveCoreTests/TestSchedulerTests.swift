import Foundation
import Testing

@testable import ReactiveCore

@Suite struct TestSchedulerTests {
  @Test func actionsRunInDateOrderThenInTheOrderTheyWereScheduled() {
    let scheduler = TestScheduler()
    var log: [String] = []
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { log.append("b@2") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { log.append("a@1") }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { log.append("c@2") }
    scheduler.advance(by: 1.5)
    #expect(log == ["a@1"])
    scheduler.advance(by: 0.5)
    #expect(log == ["a@1", "b@2", "c@2"])
  }

  @Test func runRunsEverythingInDateOrderThenLeavesTheClockAtTheDistantFuture() {
    let scheduler = TestScheduler()
    var log: [String] = []
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(15)) {
      log.append("bar@\(scheduler.currentDate.timeIntervalSinceReferenceDate)")
    }
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(5)) {
      log.append("foo@\(scheduler.currentDate.timeIntervalSinceReferenceDate)")
      scheduler.schedule { log.append("queued by foo") }
    }
    scheduler.schedule { log.append("now") }
    scheduler.run()
    #expect(log == ["now", "foo@5.0", "queued by foo", "bar@15.0"])
    #expect(scheduler.currentDate == .distantFuture)
    #expect(scheduler.pendingActionCount == 0)
  }

  /// Start dates with a fraction of a microsecond (as `Date()` has; about one in twenty
  /// of them used to end a rounding step short of `Date.distantFuture`) still end
  /// exactly there, and whole-microsecond steps from them stay exact.
  @Test(arguments: [792_949_327.323_372, 814_341_412.108_117, 812_840_527.426_629_1])
  func runFromAStartWithAFractionOfAMicrosecondEndsExactlyAtTheDistantFuture(
    secondsSince2001: TimeInterval
  ) {
    let start = Date(timeIntervalSinceReferenceDate: secondsSince2001)
    let scheduler = TestScheduler(startDate: start)
    var order = ""
    scheduler.schedule(after: start.addingTimeInterval(15)) { order += "c" }
    scheduler.schedule(after: start.addingTimeInterval(5)) { order += "b" }
    scheduler.schedule { order += "a" }
    scheduler.advance(by: .microseconds(7))
    #expect(scheduler.currentDate == start.addingTimeInterval(0.000_007))
    scheduler.run()
    #expect(order == "abc")
    #expect(scheduler.currentDate == .distantFuture)
  }

  /// The async `run()` runs everything in date order and, like `run()`, leaves the clock
  /// at `Date.distantFuture` (it used to leave the clock where it was).
  @MainActor @Test func theAsyncRunRunsEverythingThenLeavesTheClockAtTheDistantFuture() async {
    let start = Date()
    let scheduler = TestScheduler(startDate: start)
    var log: [String] = []
    func record(_ name: String, dueAt seconds: TimeInterval) {
      let isOnTime = scheduler.currentDate == start.addingTimeInterval(seconds)
      log.append("\(name)\(isOnTime ? "" : " at \(scheduler.currentDate)")")
    }
    scheduler.schedule(after: start.addingTimeInterval(15)) { record("bar", dueAt: 15) }
    scheduler.schedule(after: start.addingTimeInterval(5)) { record("foo", dueAt: 5) }
    scheduler.schedule { record("now", dueAt: 0) }
    await scheduler.run()
    #expect(log == ["now", "foo", "bar"])
    #expect(scheduler.currentDate == .distantFuture)
    #expect(scheduler.pendingActionCount == 0)
  }

  @Test func aDisposedActionNoLongerCountsAsPending() {
    let scheduler = TestScheduler()
    let early = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) {}
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(5)) {}
    #expect(scheduler.pendingActionCount == 2)
    early?.dispose()
    #expect(scheduler.pendingActionCount == 1)
    #expect(scheduler.nextActionDate == scheduler.currentDate.addingTimeInterval(5))
  }

  @Test func disposingAnActionReleasesWhatItCaptured() {
    let scheduler = TestScheduler()
    weak var weakCanary: Canary?
    var disposable: Disposable?
    do {
      let canary = Canary(1)
      weakCanary = canary
      disposable = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(60)) {
        _ = canary
      }
    }
    #expect(weakCanary != nil)
    disposable?.dispose()
    #expect(weakCanary == nil)
  }

  @Test func aRepeatingTimerRunsEveryIntervalUntilDisposed() {
    let scheduler = TestScheduler()
    var ticks: [TimeInterval] = []
    let start = scheduler.currentDate
    let timer = scheduler.schedule(
      after: start.addingTimeInterval(1), interval: .seconds(1), leeway: .seconds(0)
    ) { ticks.append(scheduler.currentDate.timeIntervalSince(start)) }
    scheduler.advance(by: 3.5)
    #expect(ticks == [1, 2, 3])
    timer?.dispose()
    #expect(scheduler.pendingActionCount == 0)
    scheduler.advance(by: 10)
    #expect(ticks == [1, 2, 3])
  }

  @Test func aRepeatingTimerNobodyDisposesDoesNotKeepItsSchedulerAlive() {
    weak var weakScheduler: TestScheduler?
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      scheduler.schedule(
        after: scheduler.currentDate.addingTimeInterval(1), interval: .seconds(1),
        leeway: .seconds(0)
      ) {}
      scheduler.advance(by: 2)
    }
    #expect(weakScheduler == nil)
  }

  @MainActor @Test func theAsyncAdvanceLetsATaskScheduleBeforeRunningWhatIsDue() async {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    signal.delay(1, on: scheduler).observeValues { received.append($0) }
    let sender = Task { @MainActor in input.send(value: 1) }
    await scheduler.advance(by: 1)
    #expect(received == [1])
    await sender.value
    await scheduler.advance()
    #expect(scheduler.elapsed == .seconds(1))
  }
}
