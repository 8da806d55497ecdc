import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a thread that could not take a `ThreadLock` sleeps until a holder lets go.
///
/// A fixed set of buckets, each a mutex and a condition; every lock is given one when it
/// is made, in turn, and a holder that lets go wakes only the sleepers of its own
/// bucket. A woken thread whose lock is still held (another lock of the bucket was let
/// go, or another thread took it first) sleeps again. Sleeps are bounded, so that a
/// missed wake-up would cost a few milliseconds, never a hang (unless `LockBackstops`
/// are off, which tests use to see a missed wake-up as a hang).
enum ParkingLot {
  /// How many buckets the locks share.
  static let bucketCount = 64

  /// One bucket: where the sleepers of the locks given it wait.
  struct Bucket {
    var mutex = pthread_mutex_t()
    var condition = pthread_cond_t()
  }

  nonisolated(unsafe) private static let buckets: UnsafeMutablePointer<Bucket> = {
    let buckets = UnsafeMutablePointer<Bucket>.allocate(capacity: bucketCount)
    buckets.initialize(repeating: Bucket(), count: bucketCount)
    for index in 0..<bucketCount {
      pthread_mutex_init(&buckets[index].mutex, nil)
      #if canImport(Darwin)
        pthread_cond_init(&buckets[index].condition, nil)
      #else
        // Deadlines on the monotonic clock, so that setting the wall clock back cannot
        // stretch a sleep.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(&buckets[index].condition, &attributes)
        pthread_condattr_destroy(&attributes)
      #endif
    }
    return buckets
  }()

  /// The bucket the next lock made is given. Counted with a plain load and store: two
  /// locks made at once may share a bucket, which costs nothing but an extra wake-up.
  private static let nextBucket = Synchronization.Atomic<Int>(0)

  /// The clock the conditions' deadlines are read on.
  private static var deadlineClock: clockid_t {
    #if canImport(Darwin)
      CLOCK_REALTIME
    #else
      CLOCK_MONOTONIC
    #endif
  }

  /// A bucket for a new lock.
  static func bucketForNewLock() -> Int {
    let bucket = nextBucket.load(ordering: .relaxed)
    nextBucket.store((bucket &+ 1) % bucketCount, ordering: .relaxed)
    return bucket
  }

  /// Sleeps in `bucket` until `tryAcquire` succeeds; it runs while the bucket's mutex
  /// is held, so a `wakeAll(in:)` made after it failed cannot be missed.
  static func wait(in bucket: Int, until tryAcquire: () -> Bool) {
    let slot = buckets + bucket
    pthread_mutex_lock(&slot.pointee.mutex)
    while !tryAcquire() {
      guard LockBackstops.areEnabled else {
        pthread_cond_wait(&slot.pointee.condition, &slot.pointee.mutex)
        continue
      }
      var deadline = timespec()
      clock_gettime(deadlineClock, &deadline)
      let nanoseconds = deadline.tv_nsec + LockBackstops.intervalNanoseconds
      deadline.tv_sec += nanoseconds / 1_000_000_000
      deadline.tv_nsec = nanoseconds % 1_000_000_000
      pthread_cond_timedwait(&slot.pointee.condition, &slot.pointee.mutex, &deadline)
    }
    pthread_mutex_unlock(&slot.pointee.mutex)
  }

  /// Wakes every thread sleeping in `bucket`, so each tries its lock again.
  static func wakeAll(in bucket: Int) {
    let slot = buckets + bucket
    pthread_mutex_lock(&slot.pointee.mutex)
    pthread_cond_broadcast(&slot.pointee.condition)
    pthread_mutex_unlock(&slot.pointee.mutex)
  }
}
