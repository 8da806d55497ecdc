internal import ReactiveCoreSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A barrier that makes every running thread of the process execute a full memory
/// barrier (Linux's `membarrier`, registered once on first use).
///
/// It lets a lock's frequent side skip an expensive fence: the holder of a
/// `ThreadLock` lets go with a plain store and then reads, with a plain load, whether
/// anyone is waiting; a rare thread that must not be missed (one that waits, or asks
/// for a terminal event) runs this barrier after making its request and before relying
/// on the holder: the holder has then either let go visibly, or will read the request.
///
/// When registering or a barrier fails, ReactiveCore says so once on standard error and
/// falls back for the rest of the process: locks made from then on let go as a mutex
/// does, and so does each lock a requester then meets (see `ThreadLock`).
@usableFromInline
enum ProcessBarrier {
  /// What `REACTIVECORE_PROCESS_BARRIER` asks for, read once: `off` makes every lock
  /// let go as a mutex would (CI runs the concurrency tests that way too); `failing`
  /// registers, then fails every barrier as a kernel short of memory would, and
  /// `failing-registration` fails registering as a sandbox that forbids the call would
  /// (CI runs the lock tests both ways, to exercise the fallback).
  enum Setting {
    case available, off, failing, failingRegistration
  }

  static let setting: Setting =
    switch getenv("REACTIVECORE_PROCESS_BARRIER").map({ String(cString: $0) }) {
    case "off": .off
    case "failing": .failing
    case "failing-registration": .failingRegistration
    default: .available
    }

  /// Whether the process registered for the barrier (on Linux, when the kernel offers
  /// expedited barriers, unless the setting is `off`).
  @usableFromInline
  static let isRegistered: Bool = {
    guard setting != .off else { return false }
    let result = setting == .failingRegistration ? -EPERM : reactive_core_register_process_barrier()
    if result < 0 { reportFailure(of: "registering for membarrier", code: -result) }
    return result == 1
  }()

  /// Set when a barrier failed: from then on `run()` does not try again.
  private static let hasFailed = Synchronization.Atomic<Bool>(false)

  /// How many failures were reported on standard error: at most one.
  static let reportedFailures = Synchronization.Atomic<Int>(0)

  /// Whether a lock made now can let go with a plain store: registered, and no barrier
  /// has failed.
  @usableFromInline
  static var isAvailable: Bool { isRegistered && !hasFailed.load(ordering: .relaxed) }

  /// Runs the barrier. Call only when `isRegistered`. Returns false when it failed, now
  /// or earlier: the caller must not rely on it, and should let go in order from then on.
  @usableFromInline
  static func run() -> Bool {
    guard !hasFailed.load(ordering: .relaxed) else { return false }
    let result = setting == .failing ? -ENOMEM : reactive_core_process_barrier()
    guard result != 0 else { return true }
    if !hasFailed.exchange(true, ordering: .relaxed) {
      reportFailure(of: "membarrier", code: -result)
    }
    return false
  }

  /// Says on standard error, in one write, that `call` failed and what follows.
  private static func reportFailure(of call: String, code: Int32) {
    reportedFailures.add(1, ordering: .relaxed)
    let reason = String(cString: strerror(code))
    let message =
      "ReactiveCore: \(call) failed (\(reason)); its locks let go as a mutex does from now on\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}
