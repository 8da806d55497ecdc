import Foundation

/// A process's memory as Linux reports it in `/proc/PID/status`, for tests that bound
/// what a hostile server can make a client hold.
public enum ProcessMemory {
  /// The most memory the process has held resident so far (`VmHWM`), in bytes; nil when
  /// the process is gone or the file cannot be read.
  public static func peakResidentBytes(of processID: Int32) -> Int? {
    field("VmHWM", of: processID)
  }

  /// The memory the process holds resident now (`VmRSS`), in bytes; nil when the process
  /// is gone or the file cannot be read.
  public static func residentBytes(of processID: Int32) -> Int? {
    field("VmRSS", of: processID)
  }

  /// A `kB` field of `/proc/PID/status`, in bytes.
  private static func field(_ name: String, of processID: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)
    else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let kilobytes = line.dropFirst(name.count + 1).split { $0 == " " || $0 == "\t" }.first
        .flatMap { Int($0) }
      return kilobytes.map { $0 * 1024 }
    }
    return nil
  }
}
