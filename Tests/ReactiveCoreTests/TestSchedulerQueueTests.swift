import Foundation
import Testing

@testable import ReactiveCore

@Suite struct TestSchedulerQueueTests {
  @Test func manyActionsRunByDateThenSchedulingOrderAndCancelledOnesNever() {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    var log: [Int] = []
    var disposables: [Int: Disposable] = [:]
    // 1,000 actions on 10 dates, scheduled in a scrambled order of dates.
    for index in 0..<1_000 {
      let date = start.addingTimeInterval(Double((index * 7) % 10))
      disposables[index] = scheduler.schedule(after: date) { log.append(index) }
    }
    // Cancel two in three: cancelled keys come to outnumber the live ones twice over,
    // which compacts the queue.
    for index in 0..<1_000 where index % 3 != 0 { disposables[index]?.dispose() }
    let live = (0..<1_000).filter { $0 % 3 == 0 }
    #expect(scheduler.pendingActionCount == live.count)
    #expect(scheduler.nextActionDate == start.addingTimeInterval(0))
    scheduler.advance(by: 10)
    let expected = live.sorted { (($0 * 7) % 10, $0) < (($1 * 7) % 10, $1) }
    #expect(log == expected)
    #expect(scheduler.pendingActionCount == 0)
    #expect(scheduler.nextActionDate == nil)
  }
}
