import Dispatch
import Foundation

/// Timing and memory probes for shell-bench.
enum Measure {
  /// How many timed runs a repeated measurement takes (after one untimed warm-up).
  static let repeats = 7

  /// Milliseconds `body` takes, once.
  static func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
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
