import Dispatch
import Foundation
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

/// When a real-clock action ran, by the session clock; written before the semaphore that
/// the test waits on is signalled.
private final class FiredAt: @unchecked Sendable {
  var date: Date?
}
