import Foundation
import Testing

@testable import ReactiveCore

/// A small seeded generator (SplitMix64), so a failing partition can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct ExactVirtualTimeTests {
  /// A realistic start instant: Double dates this far from 2001 have an ulp of ~1e-7 s.
  static let start = TestScheduler.fixedStartDate

  @Test func aDateTwoSecondsAheadIsExactlyTwoSecondsAhead() {
    let scheduler = TestScheduler(startDate: Self.start)
    var ran = false
    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { ran = true }
    scheduler.advance(by: 1.999)
    #expect(!ran)
    scheduler.advance(by: .milliseconds(1))
    #expect(ran)
    #expect(scheduler.elapsed == .seconds(2))
    #expect(scheduler.elapsedMicroseconds == 2_000_000)
  }

  @Test func stepsThatAddUpToTwoSecondsFinishATwoSecondDelay() {
    let scheduler = TestScheduler(startDate: Self.start)
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    signal.delay(2, on: scheduler).observeValues { received.append($0) }
    input.send(value: 1)
    for step in [0.3, 0.3, 0.4] { scheduler.advance(by: step) }
    scheduler.advance(by: .seconds(1))
    #expect(received == [1])
    #expect(scheduler.elapsed == .seconds(2))
  }

  @Test func dispatchIntervalsAndSecondsAdvanceExactly() {
    let scheduler = TestScheduler(startDate: Self.start)
    scheduler.advance(by: .milliseconds(1_500))
    scheduler.advance(by: 0.25)
    scheduler.advance(by: .nanoseconds(250_000_000))
    #expect(scheduler.elapsed == .seconds(2))
    #expect(scheduler.currentDate == Self.start.addingTimeInterval(2))
  }

  @Test func anyPartitionOfThreeSecondsMatchesOneAdvanceAtEveryStep() {
    let total = 3_000
    let reference = Self.record(steps: [total])
    #expect(
      reference.map(\.text) == [
        "throttle:0@0", "debounce:2@900000", "timer@1000000", "delay1:0@1000000",
        "throttle:3@1000000", "delay1:1@1300000", "debounce:3@1400000", "delay1:2@1500000",
        "delay2:0@2000000", "timer@2000000", "delay1:3@2000000", "delay2:1@2300000",
        "delay2:2@2500000", "delay2:3@3000000", "timer@3000000",
      ])
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<200 {
      var steps: [Int] = []
      var left = total
      while left > 0 {
        let step = min(left, Int.random(in: 1...400, using: &generator))
        steps.append(step)
        left -= step
      }
      let entries = Self.record(steps: steps)
      #expect(entries.map(\.text) == reference.map(\.text), "steps: \(steps)")
      var elapsed = 0
      for (index, step) in steps.enumerated() {
        elapsed += step
        let seen = entries.filter { $0.step <= index }.map(\.text)
        let due = reference.filter { $0.time <= Int64(elapsed) * 1_000 }.map(\.text)
        #expect(seen == due, "after \(elapsed) ms of steps \(steps)")
      }
    }
  }

  /// Runs values through delay (1 s, 2 s), throttle (1 s), debounce (1 s) and a 1 s
  /// timer, advancing by `steps` milliseconds (alternately as seconds and as a
  /// `DispatchTimeInterval`), and records each output with the virtual time and the
  /// index of the step during which it arrived.
  static func record(steps: [Int]) -> [(text: String, time: Int64, step: Int)] {
    let scheduler = TestScheduler(startDate: start)
    let (signal, input) = Signal<Int, Never>.pipe()
    var entries: [(text: String, time: Int64, step: Int)] = []
    var step = -1
    func log(_ text: String) {
      let time = scheduler.elapsedMicroseconds
      entries.append(("\(text)@\(time)", time, step))
    }
    defer {
      // End the pipelines and run what they schedule, so that nothing queued on the
      // scheduler holds the observers (and, through `log`, the scheduler) after this.
      input.sendInterrupted()
      scheduler.advance()
    }
    signal.delay(1, on: scheduler).observeValues { log("delay1:\($0)") }
    signal.delay(2, on: scheduler).observeValues { log("delay2:\($0)") }
    signal.throttle(1, on: scheduler).observeValues { log("throttle:\($0)") }
    signal.debounce(0.4, on: scheduler).observeValues { log("debounce:\($0)") }
    let timer = scheduler.schedule(
      after: scheduler.currentDate.addingTimeInterval(1), interval: .seconds(1)
    ) { log("timer") }
    for (offset, value) in [(0.0, 0), (0.3, 1), (0.5, 2), (1.0, 3)] {
      scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(offset)) {
        input.send(value: value)
      }
    }
    for (index, milliseconds) in steps.enumerated() {
      step = index
      if index.isMultiple(of: 2) {
        scheduler.advance(by: Double(milliseconds) / 1_000)
      } else {
        scheduler.advance(by: .milliseconds(milliseconds))
      }
    }
    timer?.dispose()
    return entries
  }
}
