#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The safety nets behind `ThreadLock`'s protocol: a thread sleeping for a lock wakes on
/// its own after 10 ms and tries again, and a terminal event asked for while another
/// thread held a signal's lock is looked at again every 10 ms until it is delivered. The
/// protocol never needs them (`Models/ThreadLock.pml` checks it); they keep a missed
/// wake-up or request (a failing process barrier, a bug) from becoming a hang or a lost
/// event.
///
/// `REACTIVECORE_LOCK_BACKSTOPS=off` (read once) turns both off, so that a missed
/// wake-up or request shows as a hang that a test reports: CI runs the lock tests so.
enum LockBackstops {
  /// Whether the backstops are on (unless the environment turns them off).
  static let areEnabled = getenv("REACTIVECORE_LOCK_BACKSTOPS").map { String(cString: $0) } != "off"

  /// How long a backstop waits before it looks again.
  static let intervalNanoseconds = 10_000_000
}
