#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a thread that could not take a `ThreadLock` sleeps until a holder lets go.
///
/// One mutex and condition for every lock in the process: waiting is rare (two threads
/// sending into one signal at the same moment), so a woken thread that finds another
/// lock still held just sleeps again. Sleeps are bounded, so that a missed wake-up would
/// cost a few milliseconds, never a hang.
enum ParkingLot {
  nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    return mutex
  }()

  nonisolated(unsafe) private static let condition: UnsafeMutablePointer<pthread_cond_t> = {
    let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    #if canImport(Darwin)
      pthread_cond_init(condition, nil)
    #else
      // Deadlines on the monotonic clock, so that setting the wall clock back cannot
      // stretch a sleep.
      var attributes = pthread_condattr_t()
      pthread_condattr_init(&attributes)
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
      pthread_cond_init(condition, &attributes)
      pthread_condattr_destroy(&attributes)
    #endif
    return condition
  }()

  /// The clock the condition's deadlines are read on.
  private static var deadlineClock: clockid_t {
    #if canImport(Darwin)
      CLOCK_REALTIME
    #else
      CLOCK_MONOTONIC
    #endif
  }

  /// The longest a waiter sleeps before trying again on its own.
  private static let longestSleepNanoseconds = 10_000_000

  /// Sleeps until `tryAcquire` succeeds; it runs while the lot's mutex is held, so a
  /// `wakeAll()` made after it failed cannot be missed.
  static func wait(until tryAcquire: () -> Bool) {
    pthread_mutex_lock(mutex)
    while !tryAcquire() {
      var deadline = timespec()
      clock_gettime(deadlineClock, &deadline)
      let nanoseconds = deadline.tv_nsec + longestSleepNanoseconds
      deadline.tv_sec += nanoseconds / 1_000_000_000
      deadline.tv_nsec = nanoseconds % 1_000_000_000
      pthread_cond_timedwait(condition, mutex, &deadline)
    }
    pthread_mutex_unlock(mutex)
  }

  /// Wakes every sleeping waiter, so each tries its lock again.
  static func wakeAll() {
    pthread_mutex_lock(mutex)
    pthread_cond_broadcast(condition)
    pthread_mutex_unlock(mutex)
  }
}
