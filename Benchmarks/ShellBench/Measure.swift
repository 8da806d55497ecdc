import Dispatch
import Foundation

/// Timing and memory probes for shell-bench.
enum Measure {
  /// How many timed runs a repeated measurement takes (after one untimed warm-up).
  static let repeats = 7

  /// Whether times are the process's CPU time rather than elapsed time
  /// (`SHELL_BENCH_CPU_TIME=1`): on a machine shared with other work, elapsed times move
  /// with the load, CPU time much less (the session runs on the calling thread).
  static let usesCPUTime = ProcessInfo.processInfo.environment["SHELL_BENCH_CPU_TIME"] == "1"

  /// Milliseconds `body` takes, once.
  static func milliseconds(_ body: () -> Void) -> Double {
    let start = nanoseconds()
    body()
    return Double(nanoseconds() - start) / 1e6
  }

  /// Now, in nanoseconds: elapsed since boot, or the process's CPU time.
  private static func nanoseconds() -> UInt64 {
    guard usesCPUTime else { return DispatchTime.now().uptimeNanoseconds }
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The median milliseconds of `repeats` runs of `body`, after one warm-up run.
  static func medianMilliseconds(_ body: () -> Void) -> Double {
    body()
    let samples = (0..<repeats).map { _ in milliseconds(body) }.sorted()
    return samples[samples.count / 2]
  }

  /// The process's resident memory in bytes, from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
