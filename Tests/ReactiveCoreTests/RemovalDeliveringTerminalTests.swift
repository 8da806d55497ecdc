import Dispatch
import Testing

@testable import ReactiveCore

/// Removing an observer takes the signal's delivery lock for a moment; a terminal event
/// asked for meanwhile (by another thread, or by an asynchronous operator's disposal,
/// which leaves it for its scheduler) is delivered by the removal as it lets go. What
/// the remaining observers do then must not break the removal.
@Suite struct RemovalDeliveringTerminalTests {
  /// The interruption an `observe(on:)` run's disposal left for its scheduler is
  /// delivered by a removal; an observer that removes another observer of the same
  /// signal then must not wait for the removal it is inside.
  @Test func anObserverRemovingAnotherDuringTheInterruptionAnotherRemovalDelivers() {
    let scheduler = TestScheduler()
    let events = Locked<[String]>([])
    let finished = DispatchSemaphore(value: 0)
    let box = ReleaseBox(scheduler)
    DispatchQueue.global().async {
      SignalProducer<Int, Never>.never.observe(on: box.object!).startWithSignal {
        signal, interrupter in
        let first = signal.observe { _ in }
        let third = signal.observe { event in events.withLock { $0.append("third \(event)") } }
        signal.observe { event in
          events.withLock { $0.append("second \(event)") }
          third?.dispose()
        }
        interrupter.dispose()
        first?.dispose()
      }
      finished.signal()
    }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(events.withLock { $0 } == ["third INTERRUPTED", "second INTERRUPTED"])
  }

  /// The same through an operator's stage: removing an observer of a stage after that
  /// signal reaches the waiting interruption through the stage's upstream, and delivers
  /// it (through the stage) after the stage's anchor's lock.
  @Test func anObserverOfAStageRemovingAnotherDuringTheInterruptionAnotherRemovalDelivers() {
    let scheduler = TestScheduler()
    let events = Locked<[String]>([])
    let finished = DispatchSemaphore(value: 0)
    let box = ReleaseBox(scheduler)
    DispatchQueue.global().async {
      SignalProducer<Int, Never>.never.observe(on: box.object!).startWithSignal {
        signal, interrupter in
        let stage = signal.map { $0 + 1 }
        let first = stage.observe { _ in }
        let third = stage.observe { event in events.withLock { $0.append("third \(event)") } }
        stage.observe { event in
          events.withLock { $0.append("second \(event)") }
          third?.dispose()
        }
        interrupter.dispose()
        first?.dispose()
      }
      finished.signal()
    }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(events.withLock { $0 } == ["third INTERRUPTED", "second INTERRUPTED"])
  }
}
