import Foundation

/// What each thread of a process is doing, as Linux reports it under `/proc/PID/task`, for
/// a test that gives up waiting on a child: its failure then says whether the child was
/// busy, waiting for input, or blocked on a lock.
public enum ProcessThreads {
  /// One line per thread, the main thread first and the others by id (thread ids wrap
  /// around, so a later thread's id can be lower than the process's): its name, state, the
  /// system call it is in and the kernel function it sleeps in (`4242 mvvm: S, read(fd 0),
  /// wchan pipe_read`). Empty when the process is gone.
  public static func summary(of processID: Int32) -> [String] {
    let taskDirectory = "/proc/\(processID)/task"
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: taskDirectory) else {
      return []
    }
    let main = String(processID)
    let others = tasks.filter { $0 != main }.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }
    return ((tasks.contains(main) ? [main] : []) + others).map { task in
      let path = taskDirectory + "/" + task
      let name = text(path + "/comm") ?? "?"
      let state = text(path + "/stat").flatMap(Self.state(fromStat:)) ?? "?"
      let call = text(path + "/syscall").map(Self.systemCall(from:)) ?? "?"
      let wchan = text(path + "/wchan") ?? "?"
      return "\(task) \(name): \(state), \(call), wchan \(wchan)"
    }
  }

  /// The state letter of a `stat` line: the field after the parenthesised name.
  private static func state(fromStat stat: String) -> String? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
  }

  /// A `syscall` line as a call: `read(fd 0)` for `0 0x0 …`, `futex` for `202 …`, or the
  /// line as it is (`running`) or the number (a call this table does not name).
  private static func systemCall(from line: String) -> String {
    let fields = line.split(separator: " ")
    guard let number = fields.first.flatMap({ Int($0) }) else { return line }
    let names = [
      0: "read", 1: "write", 7: "poll", 23: "select", 35: "nanosleep", 61: "wait4",
      202: "futex", 232: "epoll_wait", 271: "ppoll", 281: "epoll_pwait",
    ]
    guard let name = names[number] else { return "system call \(number)" }
    guard number <= 1,
      let descriptor = fields.dropFirst().first.flatMap({ Int($0.dropFirst(2), radix: 16) })
    else { return name }
    return "\(name)(fd \(descriptor))"
  }

  private static func text(_ path: String) -> String? {
    (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }
}
