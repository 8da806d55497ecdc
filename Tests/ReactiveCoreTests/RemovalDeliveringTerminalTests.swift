import Dispatch
import Foundation
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
    #expect(eventsWhenARemovalDeliversTheInterruption(observing: { $0 }) == expected)
  }

  /// The same through an operator's stage: removing an observer of a stage after that
  /// signal reaches the waiting interruption through the stage's upstream, and delivers
  /// it (through the stage) after the stage's anchor's lock.
  @Test func anObserverOfAStageRemovingAnotherDuringTheInterruptionAnotherRemovalDelivers() {
    #expect(eventsWhenARemovalDeliversTheInterruption(observing: { $0.map { $0 + 1 } }) == expected)
  }

  let expected = ["third INTERRUPTED", "second INTERRUPTED"]

  /// Three observers of `observed(signal)`, `signal` being an `observe(on:)` run's: the
  /// run is disposed (its interruption waits for the scheduler, which never runs), then
  /// the first observer is removed; the second removes the third when it gets an event.
  /// What the second and third saw, or nothing if the scenario did not finish.
  func eventsWhenARemovalDeliversTheInterruption(
    observing observed: @escaping @Sendable (Signal<Int, Never>) -> Signal<Int, Never>
  ) -> [String] {
    let scheduler = TestScheduler()
    let events = Locked<[String]>([])
    let finished = DispatchSemaphore(value: 0)
    let box = ReleaseBox(scheduler)
    // A thread of its own, which starts at once: a global queue's work item can wait
    // for a worker thread while other tests hold them all, which failed the wait below
    // under load. The wait only stops a deadlock (what a broken removal does) from
    // hanging the suite.
    Thread {
      SignalProducer<Int, Never>.never.observe(on: box.object!).startWithSignal {
        signal, interrupter in
        let observedSignal = observed(signal)
        let first = observedSignal.observe { _ in }
        let third = observedSignal.observe { event in
          events.withLock { $0.append("third \(event)") }
        }
        observedSignal.observe { event in
          events.withLock { $0.append("second \(event)") }
          third?.dispose()
        }
        interrupter.dispose()
        first?.dispose()
      }
      finished.signal()
    }.start()
    guard finished.wait(timeout: .now() + 60) == .success else { return [] }
    return events.withLock { $0 }
  }
}
