import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ReactiveCore

/// Hands an object to another thread, which releases it.
final class ReleaseBox<Object: AnyObject>: @unchecked Sendable {
  var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

/// Terminations racing other threads' sends: each test repeats a short race a few
/// thousand times and checks what was delivered.
@Suite struct TerminationConcurrencyTests {
  /// The released property's deinit completes its signal and ends the binding, which
  /// interrupts the binding's run while the setting thread is delivering into it.
  @Test(arguments: [false, true])
  func aBoundPropertyReleasedOnOneThreadWhileItsSourceIsSetOnAnother(throughMap: Bool) {
    let source = MutableProperty(0)
    for round in 0..<1_500 {
      let box = ReleaseBox(MutableProperty(-1))
      if throughMap {
        box.object! <~ source.map { $0 }
      } else {
        box.object! <~ source
      }
      let released = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        box.object = nil
        released.signal()
      }
      for step in 0..<5 { source.value = round * 5 + step }
      released.wait()
    }
    #expect(source.value == 1_500 * 5 - 1)
  }

  /// One value is being delivered while ten threads send values and one sends
  /// `interrupted`: the interruption goes ahead of the waiting values, which are dropped.
  @Test func interruptionRacingConcurrentSendsGoesAheadOfWaitingValues() {
    for _ in 0..<300 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let events = Locked<[String]>([])
      let entered = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let interruptSent = DispatchSemaphore(value: 0)
      signal.observe { event in
        events.withLock { $0.append(event.description) }
        if event.value == 0 {
          entered.signal()
          _ = release.wait(timeout: .now() + 10)
        }
      }
      let senders = DispatchGroup()
      onNewThread(in: senders) { input.send(value: 0) }
      entered.wait()
      for value in 1...10 {
        onNewThread(in: senders) { input.send(value: value) }
      }
      onNewThread(in: senders) {
        input.sendInterrupted()
        interruptSent.signal()
      }
      // Sending `interrupted` must not wait for the delivery under way (which waits
      // for `release`); a generous bound only keeps a regression from hanging.
      let sentDuringDelivery = interruptSent.wait(timeout: .now() + 5) == .success
      release.signal()
      senders.wait()
      #expect(sentDuringDelivery)
      #expect(events.withLock { $0 } == ["VALUE 0", "INTERRUPTED"])
      if !sentDuringDelivery { break }
    }
  }

  /// An observer sends a value back into the signal, which waits behind the delivery,
  /// and then another thread sends `interrupted`, which waits too: the holder delivers
  /// the interruption first and drops the value. (Delivering the interruption emptied
  /// the queue of waiting values under the loop going through it: an index out of
  /// range, met in ReactiveSwift's take/concat spec on a QueueScheduler.)
  @Test func anInterruptionAskedForWhileAValueWaitsBehindTheDeliveryDropsIt() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let events = Locked<[String]>([])
    signal.observe { event in
      events.withLock { $0.append(event.description) }
      guard event.value == 1 else { return }
      input.send(value: 2)
      let interrupter = DispatchGroup()
      onNewThread(in: interrupter) { input.sendInterrupted() }
      interrupter.wait()
    }
    input.send(value: 1)
    #expect(events.withLock { $0 } == ["VALUE 1", "INTERRUPTED"])
  }

  /// ReactiveSwift's spec that met the fault above, as a race: a producer started on a
  /// queue sends a value that `take(first: 1)` completes on, which interrupts the run
  /// from the queue's thread while the waiting thread, given its result, disposes it.
  @Test func aRunTakenFromAQueueEndsOnceWhileItsCallerDisposesIt() throws {
    for _ in 0..<500 {
      let scheduler = QueueScheduler(name: "TerminationConcurrencyTests")
      let first = SignalProducer<Int, Never> { observer, _ in
        observer.send(value: 1)
        observer.sendCompleted()
      }.start(on: scheduler)
      let secondStarted = Locked(false)
      let second = SignalProducer<Int, Never> { observer, _ in
        secondStarted.withLock { $0 = true }
        observer.send(value: 2)
        observer.sendCompleted()
      }
      let result = first.concat(second).take(first: 1).collect().first()
      #expect(try result?.get() == [1])
      #expect(!secondStarted.withLock { $0 })
    }
  }

  /// Runs `body` on a thread of its own (a thread pool may hold work back while its
  /// threads are blocked), as part of `group`.
  private func onNewThread(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      body()
      group.leave()
    }.start()
  }
}
