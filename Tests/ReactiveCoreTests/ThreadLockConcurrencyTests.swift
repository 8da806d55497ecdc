import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ReactiveCore

/// The lock that serializes a signal's deliveries (`ThreadLock`): taken with one
/// compare-and-swap, let go with a plain store, with waiting threads and terminal
/// events asked for from other threads made visible to the holder by a process barrier.
@Suite struct ThreadLockConcurrencyTests {
  /// Both ways of letting go: a plain store (with the process barrier, where the system
  /// has it) and a sequentially consistent one.
  static let modes = ProcessBarrier.isAvailable ? [true, false] : [false]

  @Test(arguments: modes)
  func aHeldLockIsHeldOnlyByItsThreadAndCannotBeTakenAgain(usingProcessBarrier: Bool) {
    let box = LockBox(usingProcessBarrier: usingProcessBarrier)
    let thread = currentThreadID()
    let heldBeforeTaking = box.lock.isHeld(by: thread)
    let taken = box.lock.tryLock(thread)
    let heldAfterTaking = box.lock.isHeld(by: thread)
    let takenElsewhere = Locked(true)
    let attempted = DispatchSemaphore(value: 0)
    Thread {
      let other = currentThreadID()
      let took = box.lock.tryLock(other) || box.lock.tryLockAfterRequest(other)
      takenElsewhere.withLock { $0 = took }
      attempted.signal()
    }.start()
    attempted.wait()
    box.lock.unlock()
    let heldAfterLettingGo = box.lock.isHeld(by: thread)
    let takenAgain = box.lock.tryLock(thread)
    box.lock.unlock()
    #expect(!heldBeforeTaking)
    #expect(taken)
    #expect(heldAfterTaking)
    #expect(!takenElsewhere.withLock { $0 })
    #expect(!heldAfterLettingGo)
    #expect(takenAgain)
  }

  /// Holders that keep the lock long enough for the others to stop yielding and sleep:
  /// every sleeper is woken, no two holders overlap, no increment is lost.
  @Test(arguments: modes)
  func threadsSleepingForTheLockAreWokenAndNeverOverlap(usingProcessBarrier: Bool) {
    let box = LockBox(usingProcessBarrier: usingProcessBarrier)
    let tally = DeliveryTally()
    let threads = 4
    let turnsPerThread = 100
    let workers = DispatchGroup()
    for thread in 0..<threads {
      workers.enter()
      Thread {
        let id = currentThreadID()
        for turn in 0..<turnsPerThread {
          box.lock.lock(id)
          tally.record(thread * turnsPerThread + turn)
          for _ in 0..<(ThreadLock.attemptsBeforeSleeping * 2) { sched_yield() }
          box.lock.unlock()
        }
        workers.leave()
      }.start()
    }
    workers.wait()
    let total = threads * turnsPerThread
    #expect(tally.count == total)
    #expect(tally.checksum == (0..<total).reduce(0, &+))
    #expect(!tally.isOverlapping)
  }

  /// Deliveries slow enough that waiting threads stop yielding and sleep: each is woken
  /// when the holder lets go, every value lands once, and no two deliveries overlap.
  @Test func threadsThatSleepWaitingForASlowDeliveryAreWokenAndDeliverEveryValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let tally = DeliveryTally()
    signal.observeValues { value in
      tally.record(value)
      for _ in 0..<(ThreadLock.attemptsBeforeSleeping * 2) { sched_yield() }
    }
    let threads = 4
    let sendsPerThread = 150
    let senders = DispatchGroup()
    for thread in 0..<threads {
      senders.enter()
      Thread {
        for i in 0..<sendsPerThread { input.send(value: thread * sendsPerThread + i) }
        senders.leave()
      }.start()
    }
    senders.wait()
    let total = threads * sendsPerThread
    #expect(tally.count == total)
    #expect(tally.checksum == (0..<total).reduce(0, &+))
    #expect(!tally.isOverlapping)
  }

  /// An observer removed outside any delivery holds the lock for a moment (to let go of
  /// the observers' snapshot, `runIfIdle`); an interruption sent from another thread in
  /// that moment does not wait, and is delivered by the removing thread as it lets go.
  @Test func anInterruptionSentWhileAnotherThreadHoldsTheLockToRemoveIsDelivered() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let events = Locked<[String]>([])
    signal.observe { event in events.withLock { $0.append(event.description) } }
    let holding = DispatchSemaphore(value: 0)
    let letGo = DispatchSemaphore(value: 0)
    let remover = DispatchGroup()
    remover.enter()
    Thread {
      signal.core.runIfIdle {
        holding.signal()
        _ = letGo.wait(timeout: .now() + 10)
      }
      remover.leave()
    }.start()
    holding.wait()
    input.sendInterrupted()
    let deliveredWhileHeld = events.withLock { $0 }
    letGo.signal()
    remover.wait()
    #expect(deliveredWhileHeld == [])
    #expect(events.withLock { $0 } == ["INTERRUPTED"])
  }
}

/// A `ThreadLock` on the heap, for threads to share.
private final class LockBox: @unchecked Sendable {
  let lock: ThreadLock

  init(usingProcessBarrier: Bool) {
    lock = ThreadLock(usingProcessBarrier: usingProcessBarrier)
  }
}
