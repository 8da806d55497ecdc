public import ReactiveCoreSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock that knows which thread holds it: what serializes a signal core's deliveries
/// (where a send from inside a delivery is recognised as re-entrant by it) and guards
/// every `Locked` value.
///
/// Taking it is one compare-and-swap. Letting it go is a plain releasing store, where a
/// mutex needs a second atomic read-modify-write: on a signal's hot path those two
/// locked instructions cost more than the rest of a delivery through three operators.
/// The store is enough because the holder only has to notice two rare requests when it
/// lets go, a waiting thread and (for a signal) a terminal event asked for from another
/// thread, and each requester makes its request, then runs a `ProcessBarrier` before
/// it relies on the holder: after that barrier the holder has either let go visibly
/// (the requester takes the lock itself) or will read the request when it lets go. That
/// needs the holder's loads to stay after its store, which the memory model alone does
/// not promise: a compiler barrier between them keeps them there. `Models/ThreadLock.pml`
/// checks the protocol with Spin, and finds the lost event without that barrier.
///
/// Where the process barrier is not available, letting go is a sequentially consistent
/// store and the requests are read with sequentially consistent loads, the ordering a
/// mutex gives. A lock falls back to that ordering for good when a barrier a requester
/// runs fails (it marks `waiters`, so that every let-go takes the slow path and fences
/// there: the fast path stays as it is); a request the holder misses meanwhile is
/// caught by `LockBackstops`.
///
/// Every hand-over goes through `owner`, an atomic, so ThreadSanitizer sees each one
/// (it cannot see a contended `Synchronization.Mutex` handed over by the kernel).
///
/// Stored inline in its owner, like `Mutex`: its out-of-line slow paths borrow it, so
/// the fast path retains nothing.
@usableFromInline @frozen
struct ThreadLock: ~Copyable, @unchecked Sendable {
  /// The thread holding the lock (`currentThreadID()`), or 0.
  @usableFromInline let owner = Synchronization.Atomic<UInt>(0)
  /// How many threads are sleeping in the `ParkingLot` for this lock, plus
  /// `letsGoInOrderFlag` once a process barrier has failed for it.
  @usableFromInline let waiters = Synchronization.Atomic<Int>(0)
  /// Whether requesters use `ProcessBarrier`, so that letting go can be a plain store.
  @usableFromInline let releasesWithPlainStore: Bool
  /// Where this lock's waiters sleep in the `ParkingLot`.
  @usableFromInline let bucket: Int

  /// How often a thread that finds the lock held yields and tries again before it sleeps.
  static let attemptsBeforeSleeping = 16

  /// Set in `waiters` when a process barrier failed for this lock: letting go then
  /// fences as a mutex would.
  static let letsGoInOrderFlag = 1 << 48

  /// A lock that lets go with a plain store where the process barrier is available.
  @usableFromInline
  init() {
    releasesWithPlainStore = ProcessBarrier.isAvailable
    bucket = ParkingLot.bucketForNewLock()
  }

  /// A lock that lets go with a plain store only if `usingProcessBarrier` (which needs
  /// `ProcessBarrier.isRegistered`); tests use it to check both ways of letting go.
  init(usingProcessBarrier: Bool) {
    precondition(!usingProcessBarrier || ProcessBarrier.isRegistered)
    releasesWithPlainStore = usingProcessBarrier
    bucket = ParkingLot.bucketForNewLock()
  }

  /// Whether `thread` holds the lock: true only on that thread, while it holds it.
  @inlinable @inline(__always)
  func isHeld(by thread: UInt) -> Bool {
    owner.load(ordering: .relaxed) == thread
  }

  /// Takes the lock for `thread` if it is free; never waits. `thread` must not hold it.
  @inlinable @inline(__always)
  func tryLock(_ thread: UInt) -> Bool {
    owner.compareExchange(
      expected: 0, desired: thread, successOrdering: .acquiring, failureOrdering: .relaxed
    ).exchanged
  }

  /// `tryLock` with sequentially consistent ordering, for a requester that relies on the
  /// order of its request and this attempt (see the type's comment).
  @usableFromInline
  func tryLockInOrder(_ thread: UInt) -> Bool {
    owner.compareExchange(
      expected: 0, desired: thread, successOrdering: .sequentiallyConsistent,
      failureOrdering: .sequentiallyConsistent
    ).exchanged
  }

  /// Takes the lock for `thread`, waiting while another thread holds it.
  @inlinable @inline(__always)
  func lock(_ thread: UInt) {
    if !tryLock(thread) { lockContended(thread) }
  }

  /// Lets go of the lock and wakes any thread waiting for it.
  @inlinable @inline(__always)
  func unlock() {
    guard _fastPath(releasesWithPlainStore) else { return unlockInOrder() }
    owner.store(0, ordering: .releasing)
    // Keeps the loads of the requests (here and, for a signal, in `unlockDeliveries`)
    // after the store: see the type's comment.
    reactive_core_compiler_barrier()
    if _slowPath(waiters.load(ordering: .sequentiallyConsistent) != 0) { wakeWaiters() }
  }

  /// `unlock()` where there is no process barrier: a sequentially consistent store.
  @usableFromInline
  func unlockInOrder() {
    owner.store(0, ordering: .sequentiallyConsistent)
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeWaiters() }
  }

  /// Called after a request the holder must see when it lets go (a terminal event asked
  /// for) was made with a sequentially consistent store, when `tryLock` failed: makes
  /// sure the holder will see the request, then tries once more. False means the thread
  /// holding the lock now will see the request when it lets go.
  @usableFromInline
  func tryLockAfterRequest(_ thread: UInt) -> Bool {
    runProcessBarrierAfterRequest()
    return tryLockInOrder(thread)
  }

  /// Runs the process barrier after a request, where the holder lets go with a plain
  /// store. When the barrier fails, this lock lets go in order from then on (the
  /// holder of the moment may miss the request: `LockBackstops` catch it).
  @usableFromInline
  func runProcessBarrierAfterRequest() {
    guard releasesWithPlainStore, !ProcessBarrier.run() else { return }
    waiters.bitwiseOr(Self.letsGoInOrderFlag, ordering: .sequentiallyConsistent)
  }

  /// Whether letting go orders like a mutex: without the process barrier, or since one
  /// failed for this lock.
  var letsGoInOrder: Bool {
    !releasesWithPlainStore || waiters.load(ordering: .relaxed) & Self.letsGoInOrderFlag != 0
  }

  /// Waits for the lock: a few yields, then sleeps in the `ParkingLot` as a registered
  /// waiter, whom the holder wakes when it lets go.
  @usableFromInline
  func lockContended(_ thread: UInt) {
    precondition(!isHeld(by: thread), "Recursive call to take a ThreadLock its thread holds")
    for _ in 0..<Self.attemptsBeforeSleeping {
      sched_yield()
      if owner.load(ordering: .relaxed) == 0, tryLock(thread) { return }
    }
    waiters.add(1, ordering: .sequentiallyConsistent)
    runProcessBarrierAfterRequest()
    ParkingLot.wait(in: bucket) { tryLockInOrder(thread) }
    waiters.subtract(1, ordering: .relaxed)
  }

  /// Wakes the threads sleeping in this lock's bucket of the parking lot, if any. For a
  /// lock that lets go in order since a process barrier failed, first fences, so that
  /// the loads of the requests that follow the store (here and in `unlockDeliveries`)
  /// stay after it in memory too.
  @usableFromInline
  func wakeWaiters() {
    var current = waiters.load(ordering: .sequentiallyConsistent)
    if current & Self.letsGoInOrderFlag != 0 {
      atomicMemoryFence(ordering: .sequentiallyConsistent)
      current = waiters.load(ordering: .sequentiallyConsistent)
    }
    if current & ~Self.letsGoInOrderFlag != 0 { ParkingLot.wakeAll(in: bucket) }
  }
}
