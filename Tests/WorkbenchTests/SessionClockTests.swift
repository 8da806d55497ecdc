import Dispatch
import Foundation
import ReactiveCore
import Testing

@testable import Workbench

@Suite struct SessionClockTests {
  @Test func virtualTimeMovesOnlyWhenAdvanced() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    var fired: [String] = []
    clock.schedule(after: clock.currentDate.addingTimeInterval(2)) { fired.append("2s") }
    clock.schedule(after: clock.currentDate.addingTimeInterval(1)) { fired.append("1s") }
    #expect(clock.pendingActionCount == 2)
    #expect(clock.advance(by: 1.5))
    #expect(fired == ["1s"])
    #expect(clock.stepToNextAction())
    #expect(fired == ["1s", "2s"])
    #expect(clock.pendingActionCount == 0)
    #expect(!clock.stepToNextAction())
  }

  @Test func aLongAdvanceStopsWhenAskedAndSaysHowFarItGot() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    var ticks = 0
    let timer = clock.schedule(
      after: clock.currentDate.addingTimeInterval(1), interval: .seconds(1), leeway: .seconds(0)
    ) { ticks += 1 }
    defer { timer?.dispose() }
    var checks = 0
    let moved = clock.advance(by: 100 * 86_400, checkInterval: 500) {
      checks += 1
      return checks == 3
    }
    #expect(ticks == 1_500)
    #expect(moved == 1_500)
    #expect(clock.advance(by: 10, stoppingWhen: { false }) == 10)
    #expect(ticks == 1_510)
  }

  @Test func theRealClockCannotBeAdvanced() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .real)
    #expect(!clock.advance(by: 1))
  }

  @Test func switchingToVirtualKeepsTheRemainingDelay() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .real)
    var fired = false
    clock.schedule(after: Date().addingTimeInterval(60)) { fired = true }
    clock.switchTo(.virtual)
    #expect(clock.advance(by: 59))
    #expect(!fired)
    #expect(clock.advance(by: 2))
    #expect(fired)
  }

  @Test func aCancelledActionNeverRuns() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    var fired = false
    let disposable = clock.schedule(after: clock.currentDate.addingTimeInterval(1)) { fired = true }
    disposable?.dispose()
    #expect(clock.pendingActionCount == 0)
    _ = clock.advance(by: 2)
    #expect(!fired)
  }

  @Test func repeatingTimersAreNotPending() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    var ticks = 0
    let timer = clock.schedule(after: clock.currentDate, interval: .seconds(1)) { ticks += 1 }
    #expect(clock.pendingActionCount == 0)
    _ = clock.advance(by: 2.5)
    #expect(ticks == 3)
    timer?.dispose()
  }

  @Test func timersQueuedTogetherFireInTheOrderTheyWouldOneByOne() {
    // The same timers and one-off actions, on the session's virtual clock (which queues
    // timers due together as one group) and on a bare TestScheduler.
    func run(_ scheduler: DateScheduler, advance: (TimeInterval) -> Void) -> [String] {
      var fired: [String] = []
      var timers: [String: Disposable] = [:]
      let start = scheduler.currentDate
      func timer(_ name: String, after seconds: TimeInterval, every interval: Int = 1) {
        timers[name] = scheduler.schedule(
          after: start.addingTimeInterval(seconds), interval: .seconds(interval),
          leeway: .seconds(0)
        ) {
          fired.append(name)
          if name == "b", fired.filter({ $0 == "b" }).count == 1 {
            // Due at the instant of the timers' next tick, queued between a's and c's.
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) {
              fired.append("b's one-off")
            }
          }
          if name == "d", fired.filter({ $0 == "d" }).count == 2 { timers["e"]?.dispose() }
        }
      }
      timer("a", after: 1)
      timer("b", after: 1)
      timer("c", after: 1)
      scheduler.schedule(after: start.addingTimeInterval(1)) { fired.append("one-off at 1") }
      timer("d", after: 1)
      timer("e", after: 1)
      timer("f", after: 1, every: 2)
      timer("g", after: 0.5)
      advance(2.5)
      timers["c"]?.dispose()
      timer("h", after: 3)
      advance(2)
      for timer in timers.values { timer.dispose() }
      return fired
    }
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    let grouped = run(clock) { _ = clock.advance(by: $0) }
    let scheduler = TestScheduler(startDate: SessionClock.virtualStart)
    let oneByOne = run(scheduler) { scheduler.advance(by: $0) }
    #expect(grouped == oneByOne)
    #expect(grouped.count == 26)
  }

  @Test func aTimerStillRunningOnTheVirtualClockIsLetGoOfWithTheClock() {
    weak var captured: Captured?
    do {
      let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
      let held = Captured()
      captured = held
      clock.schedule(
        after: clock.currentDate.addingTimeInterval(1), interval: .seconds(1), leeway: .seconds(0)
      ) { _ = held }
      _ = clock.advance(by: 2)
    }
    #expect(captured == nil)
  }

  @Test func aCancelledTimerOnTheVirtualClockIsLetGoOf() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    weak var captured: Captured?
    var timer: Disposable?
    do {
      let held = Captured()
      captured = held
      timer = clock.schedule(
        after: clock.currentDate.addingTimeInterval(1), interval: .seconds(1), leeway: .seconds(0)
      ) { _ = held }
    }
    _ = clock.advance(by: 2)
    timer?.dispose()
    #expect(captured == nil)
  }

  /// A row's timer whose action held the last reference to something that, going, stops
  /// another timer (a row's lifetime ending): the clock lets go of a cancelled timer's
  /// action outside its locks, so the other timer's cancellation takes them as usual. (Let
  /// go of inside them, the cancellation waited for a lock its own thread held.)
  @Test func aTimerLetGoOfAsItsGroupEmptiesMayCancelAnotherTimer() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    let due = clock.currentDate.addingTimeInterval(1)
    var otherTicks = 0
    let other = clock.schedule(after: due, interval: .seconds(5), leeway: .seconds(0)) {
      otherTicks += 1
    }
    let stopsOther = DisposingOnDeinit(other)
    // Queued one after the other at one instant with one interval: one group.
    let first = clock.schedule(after: due, interval: .seconds(1), leeway: .seconds(0)) {
      _ = stopsOther
    }
    let second = clock.schedule(after: due, interval: .seconds(1), leeway: .seconds(0)) {}
    _ = consume stopsOther
    first?.dispose()
    let cancelled = DispatchSemaphore(value: 0)
    // On a thread of its own, so that a cancellation that waits for ever fails the test.
    Thread {
      second?.dispose()
      cancelled.signal()
    }.start()
    guard cancelled.wait(timeout: .now() + 10) == .success else {
      // The clock's locks stay taken: advancing it would wait too.
      Issue.record("the cancellation waited for a lock its own thread held")
      return
    }
    #expect(other?.isDisposed == true)
    _ = clock.advance(by: 10)
    #expect(otherTicks == 0)
  }

  @Test func theVirtualClockTakesOverAtTheInstantTheRealClockStoodAt() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .real)
    let before = Date()
    clock.switchTo(.virtual)
    let frozen = clock.currentDate
    #expect(frozen >= before)
    #expect(frozen <= Date())
    _ = clock.advance(by: 2)
    #expect(clock.currentDate == frozen.addingTimeInterval(2))
  }

  @Test func theRealClockRunsOnFromTheVirtualTimeReachedNotFromTheWallClock() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    _ = clock.advance(by: 61)
    let reached = SessionClock.virtualStart.addingTimeInterval(61)
    clock.switchTo(.real)
    let now = clock.currentDate
    #expect(now >= reached)
    #expect(now.timeIntervalSince(reached) < Date().timeIntervalSince(reached) / 2)
  }

  @Test func anActionScheduledAfterSwitchingBackToRealTimeRunsWhenItsDelayIsUp() {
    let clock = SessionClock(queue: DispatchQueue(label: "t"), mode: .virtual)
    _ = clock.advance(by: 61)
    clock.switchTo(.real)
    let fired = DispatchSemaphore(value: 0)
    let firedAt = FiredAt()
    let scheduledAt = clock.currentDate
    clock.schedule(after: scheduledAt.addingTimeInterval(0.05)) {
      firedAt.date = clock.currentDate
      fired.signal()
    }
    #expect(fired.wait(timeout: .now() + 30) == .success)
    #expect(firedAt.date.map { $0 >= scheduledAt.addingTimeInterval(0.04) } == true)
  }
}

/// What a timer's action holds.
private final class Captured {}

/// Disposes `disposable` as it goes.
private final class DisposingOnDeinit: @unchecked Sendable {
  let disposable: Disposable?

  init(_ disposable: Disposable?) {
    self.disposable = disposable
  }

  deinit { disposable?.dispose() }
}

/// When a real-clock action ran, by the session clock; written before the semaphore that
/// the test waits on is signalled.
private final class FiredAt: @unchecked Sendable {
  var date: Date?
}
