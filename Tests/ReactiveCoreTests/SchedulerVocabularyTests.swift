import Foundation
import Testing

@testable import ReactiveCore

@Suite struct SchedulerVocabularyTests {
  @Test func rewindMovesTheVirtualClockBack() {
    let scheduler = TestScheduler()
    scheduler.advance(by: .seconds(3))
    scheduler.rewind(by: .seconds(1))
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 2))
  }

  @Test func sleepWaitsOnTheVirtualClock() async throws {
    let scheduler = TestScheduler()
    let sleeper = Task {
      try await scheduler.sleep(for: .seconds(2))
      return scheduler.currentDate.timeIntervalSinceReferenceDate
    }
    while scheduler.pendingActionCount == 0 { await Task.yield() }
    await scheduler.advance(by: .seconds(2))
    #expect(try await sleeper.value == 2)
  }

  @Test func unserializedPipesAreSerializedPipes() {
    let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    var seen: [Int] = []
    signal.observeValues { value in
      seen.append(value)
      if value == 1 { input.send(value: 2) }
    }
    input.send(value: 1)
    #expect(seen == [1, 2])
  }

  @Test func aResultIsAProducer() {
    #expect(Result<Int, TestError>.success(4).producer.recorded() == ["4", "COMPLETED"])
    #expect(SignalProducer(Result<Int, TestError>.failure(.boom)).recorded() == ["FAILED boom"])
  }
}
