import Foundation

/// Every thread's call stack in a running process, from `gdb` when the machine has it, for
/// a test that gives up waiting on a child: `ProcessThreads` says which system call each
/// thread waits in, this says which code made it wait.
public enum ThreadBacktraces {
  /// Where gdb is looked for.
  public static let debugger = "/usr/bin/gdb"

  /// The backtraces of `processID`'s threads (innermost frames first, at most `frames`
  /// each), cut to `limit` characters; nil when gdb is missing or could not attach. gdb
  /// is given 30 seconds, so a stuck attach cannot hang the test.
  public static func of(_ processID: Int32, frames: Int = 30, limit: Int = 12_000) -> String? {
    guard FileManager.default.isExecutableFile(atPath: debugger),
      let run = try? ProgramRun.runBlocking(
        "/usr/bin/timeout",
        [
          "30", debugger, "-batch", "-nx", "-p", String(processID), "-ex",
          "thread apply all bt \(frames)",
        ], input: "", capturing: .output),
      run.status == 0
    else { return nil }
    let threads = run.printed.split(separator: "\n").filter {
      $0.hasPrefix("Thread ") || $0.hasPrefix("#")
    }
    guard !threads.isEmpty else { return nil }
    return String(threads.joined(separator: "\n").prefix(limit))
  }
}
