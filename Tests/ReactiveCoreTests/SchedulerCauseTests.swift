import Dispatch
import Testing

@_spi(Inspection) @testable import ReactiveCore

@Suite(.serialized) struct SchedulerCauseTests {
  @Test func aThrottledChangeOneSecondLaterHasTheSetThatFedItAsItsCause() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let first = MutableProperty(0)
      let second = MutableProperty(0)
      second <~ first.signal.throttle(1, on: scheduler).map { $0 * 10 }
      first.value = 1
      scheduler.advance()
      first.value = 2
      first.value = 3
      scheduler.advance(by: 0.5)
      #expect(second.value == 10)
      scheduler.advance(by: 0.5)
      #expect(second.value == 30)
      let setThree = recorder.changes(of: first, as: Int.self).first { $0.new == 3 }
      let released = recorder.changes(of: second, as: Int.self).last
      #expect(released?.new == 30)
      if let setThree, let released {
        #expect(recorder.causeChain(of: released.event).contains(setThree.event.id))
      }
    }
  }

  @Test func delayDebounceAndObserveOnDeliverWithTheCauseOfTheSet() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let operators: [(Signal<Int, Never>) -> Signal<Int, Never>] = [
        { $0.delay(1, on: scheduler) },
        { $0.debounce(1, on: scheduler) },
        { $0.observe(on: scheduler) },
      ]
      for apply in operators {
        let source = MutableProperty(0)
        var causes: [ReactiveEvent.ID?] = []
        apply(source.signal).observeValues { _ in causes.append(ReactiveInspection.currentCause) }
        source.value = 1
        scheduler.advance(by: 1)
        let set = recorder.changes(of: source, as: Int.self).last
        #expect(causes.count == 1)
        // delay and debounce report their stage, whose release the set caused.
        if let set {
          #expect(recorder.causeChain(from: causes.first ?? nil).contains(set.event.id))
        }
      }
    }
  }

  @Test func timeoutAndCollectEveryFireWithTheCauseOfTheirStart() {
    EventRecorder.recording { recorder in
      let scheduler = TestScheduler()
      let root = ReactiveEvent.ID(rawValue: .max)
      var causes: [ReactiveEvent.ID?] = []
      let endless = SignalProducer<Int, TestError> { _, _ in }
      let timeout = endless.timeout(after: 1, raising: .boom, on: scheduler)
      let collect = endless.collect(every: .seconds(1), on: scheduler)
      ReactiveInspection.withCause(root) {
        timeout.startWithFailed { _ in
          causes.append(ReactiveInspection.currentCause)
        }
        collect.startWithValues { _ in causes.append(ReactiveInspection.currentCause) }
      }
      scheduler.advance(by: 1)
      #expect(causes.count == 2)
      for cause in causes {
        // The start was reported as caused by `root`, and the timers scheduled in it.
        #expect(recorder.causeChain(from: cause).last == root)
      }
    }
  }

  @Test func aQueueSchedulerRunsWorkWithTheCauseCurrentWhenItWasScheduled() {
    EventRecorder.recording { _ in
      let scheduler = QueueScheduler(name: "SchedulerCauseTests")
      let root = ReactiveEvent.ID(rawValue: .max - 1)
      let seen = Locked<[ReactiveEvent.ID?]>([])
      let done = DispatchSemaphore(value: 0)
      ReactiveInspection.withCause(root) {
        scheduler.schedule {
          seen.withLock { $0.append(ReactiveInspection.currentCause) }
          done.signal()
        }
        scheduler.schedule(after: scheduler.currentDate) {
          seen.withLock { $0.append(ReactiveInspection.currentCause) }
          done.signal()
        }
      }
      scheduler.schedule {
        seen.withLock { $0.append(ReactiveInspection.currentCause) }
        done.signal()
      }
      for _ in 0..<3 { #expect(done.wait(timeout: .now() + 10) == .success) }
      #expect(seen.withLock { $0 }.count == 3)
      #expect(seen.withLock { $0 }.filter { $0 == root }.count == 2)
      #expect(seen.withLock { $0 }.filter { $0 == nil }.count == 1)
    }
  }

  @Test func anImmediateSchedulerRunsWorkInTheCurrentCause() {
    EventRecorder.recording { _ in
      let root = ReactiveEvent.ID(rawValue: .max - 2)
      var seen: ReactiveEvent.ID?
      _ = ReactiveInspection.withCause(root) {
        ImmediateScheduler().schedule { seen = ReactiveInspection.currentCause }
      }
      #expect(seen == root)
    }
  }
}
