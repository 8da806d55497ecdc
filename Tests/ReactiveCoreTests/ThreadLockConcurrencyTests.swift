import Dispatch
import Foundation
import Synchronization
import Testing

@testable import ReactiveCore

/// The lock that serializes a signal's deliveries (`ThreadLock`): taken with one
/// compare-and-swap, let go with a plain store, with waiting threads and terminal
/// events asked for from other threads made visible to the holder by a process barrier.
///
/// CI runs these again with `REACTIVECORE_LOCK_BACKSTOPS=off`, where a missed wake-up or
/// request would hang a thread for good: every wait here is bounded and says what it
/// was waiting for when it gives up. And again with `REACTIVECORE_PROCESS_BARRIER=failing`.
@Suite struct ThreadLockConcurrencyTests {
  /// Both ways of letting go: a plain store (with the process barrier, where the system
  /// has it) and a sequentially consistent one.
  static let modes = ProcessBarrier.isRegistered ? [true, false] : [false]

  /// How many seconds a test waits for threads that should finish in milliseconds.
  static let patienceSeconds = 60

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
    guard finishes(attempted.wait(timeout:), "the thread trying the lock") else { return }
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
    guard
      finishes(workers.wait(timeout:), "threads taking the lock (a lost wake-up leaves one asleep)")
    else {
      return
    }
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
    guard finishes(senders.wait(timeout:), "threads sending (a lost wake-up leaves one asleep)")
    else { return }
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
    guard finishes(holding.wait(timeout:), "the removing thread to take the lock") else { return }
    input.sendInterrupted()
    let deliveredWhileHeld = events.withLock { $0 }
    letGo.signal()
    guard finishes(remover.wait(timeout:), "the removing thread") else { return }
    #expect(deliveredWhileHeld == [])
    #expect(events.withLock { $0 } == ["INTERRUPTED"])
  }

  /// An interruption asked for from another thread while this one takes and lets go of
  /// the delivery lock over and over, so that the request lands in every part of a let-go:
  /// it is always delivered (with the backstops off, at once or never).
  @Test func anInterruptionAskedForWhileTheLockIsLetGoIsAlwaysDelivered() {
    for round in 0..<2_000 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let delivered = DispatchSemaphore(value: 0)
      signal.observe { event in if event.isTerminating { delivered.signal() } }
      let requested = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        input.sendInterrupted()
        requested.signal()
      }
      while requested.wait(timeout: .now()) == .timedOut { signal.core.runIfIdle {} }
      guard finishes(delivered.wait(timeout:), "round \(round)'s interruption to be delivered")
      else { return }
    }
  }

  /// A holder that misses a terminal request (as one would if the process barrier
  /// misbehaved: here it lets go without reading it) leaves it to the backstop, which
  /// delivers it.
  @Test(.enabled(if: LockBackstops.areEnabled))
  func anInterruptionTheHolderMissedIsDeliveredByTheBackstop() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let delivered = DispatchSemaphore(value: 0)
    signal.observe { event in if event.isTerminating { delivered.signal() } }
    let isHolding = signal.core.deliveryLock.tryLock(currentThreadID())
    #expect(isHolding)
    let requested = DispatchSemaphore(value: 0)
    Thread {
      input.sendInterrupted()
      requested.signal()
    }.start()
    guard finishes(requested.wait(timeout:), "the thread asking for the interruption") else {
      return
    }
    signal.core.deliveryLock.unlock()
    _ = finishes(delivered.wait(timeout:), "the backstop to deliver the interruption")
  }

  /// Where a process barrier fails (`REACTIVECORE_PROCESS_BARRIER=failing` makes every
  /// one fail), the lock whose requester met the failure lets go in order from then on,
  /// so do locks made afterwards, and the failure is said once on standard error.
  @Test(.enabled(if: ProcessBarrier.setting == .failing))
  func aFailingProcessBarrierMakesLocksLetGoInOrderAndIsReportedOnce() {
    let box = LockBox(usingProcessBarrier: true)
    let isHolding = box.lock.tryLock(currentThreadID())
    #expect(isHolding)
    let requested = DispatchGroup()
    requested.enter()
    Thread {
      for _ in 0..<3 { _ = box.lock.tryLockAfterRequest(currentThreadID()) }
      requested.leave()
    }.start()
    guard finishes(requested.wait(timeout:), "the requesting thread") else { return }
    box.lock.unlock()
    let metFailureLetsGoInOrder = box.lock.letsGoInOrder
    let newLockLetsGoInOrder = LockBox().lock.letsGoInOrder
    #expect(metFailureLetsGoInOrder)
    #expect(newLockLetsGoInOrder)
    #expect(!ProcessBarrier.isAvailable)
    #expect(ProcessBarrier.reportedFailures.load(ordering: .relaxed) == 1)
  }

  /// Where registering for the process barrier fails
  /// (`REACTIVECORE_PROCESS_BARRIER=failing-registration`), no lock relies on it: each
  /// lets go in order, and the failure is said once on standard error.
  @Test(.enabled(if: ProcessBarrier.setting == .failingRegistration))
  func aFailedRegistrationMakesLocksLetGoInOrderAndIsReportedOnce() {
    let first = LockBox().lock.letsGoInOrder
    let second = LockBox().lock.letsGoInOrder
    #expect(first && second)
    #expect(!ProcessBarrier.isRegistered)
    #expect(ProcessBarrier.reportedFailures.load(ordering: .relaxed) == 1)
  }

  /// Waits with `wait` (a group's or a semaphore's) at most `patienceSeconds`; when it gives
  /// up, records an issue naming what it was waiting for.
  private func finishes(
    _ wait: (DispatchTime) -> DispatchTimeoutResult, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard wait(.now() + .seconds(Self.patienceSeconds)) == .timedOut else { return true }
    Issue.record(
      "still waiting for \(what) after \(Self.patienceSeconds) s", sourceLocation: sourceLocation)
    return false
  }
}

/// A `ThreadLock` on the heap, for threads to share.
private final class LockBox: @unchecked Sendable {
  let lock: ThreadLock

  /// A lock made as the library makes them.
  init() {
    lock = ThreadLock()
  }

  init(usingProcessBarrier: Bool) {
    lock = ThreadLock(usingProcessBarrier: usingProcessBarrier)
  }
}
