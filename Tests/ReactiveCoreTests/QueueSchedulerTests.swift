import Dispatch
import Foundation
import Testing

@testable import ReactiveCore

@Suite struct QueueSchedulerTests {
  @Test func aRepeatingTimerFiresThoughItsDisposableIsNotKept() {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.timer")
    let ticks = Locked(0)
    let ticked = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(after: Date(), interval: .milliseconds(20)) {
      let count = ticks.withLock { count -> Int in
        count += 1
        return count
      }
      if count <= 2 { ticked.signal() }
    }
    #expect(ticked.wait(timeout: .now() + 5) == .success)
    #expect(ticked.wait(timeout: .now() + 5) == .success)
  }

  @Test func theDefaultQualityOfServiceIsUnspecifiedAsInReactiveSwift() {
    #expect(QueueScheduler().queue.qos == .unspecified)
  }
}
