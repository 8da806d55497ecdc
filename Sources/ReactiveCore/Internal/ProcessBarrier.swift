internal import ReactiveCoreSupport

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
@usableFromInline
enum ProcessBarrier {
  /// Whether `run()` works here: on Linux when the kernel allows expedited barriers,
  /// unless the environment sets `REACTIVECORE_PROCESS_BARRIER=off` (which makes every
  /// lock let go as a mutex would: CI runs the concurrency tests that way too).
  @usableFromInline
  static let isAvailable =
    getenv("REACTIVECORE_PROCESS_BARRIER").map { String(cString: $0) } != "off"
    && reactive_core_register_process_barrier() == 1

  /// Runs the barrier. Call only when `isAvailable`.
  @usableFromInline
  static func run() {
    let result = reactive_core_process_barrier()
    precondition(result == 0, "membarrier failed after it was registered")
  }
}
