import Foundation
import Glibc
import Model

/// Remembers, in the state directory, a plugin that took `mvvm` down while it loaded. A
/// plugin runs in-process, so a trap in it (or Ctrl-C while it hangs) ends the process;
/// the loader writes a marker naming the library before loading it and removes it after.
/// Each process has its own marker, named by its process ID and start time, so a shell
/// still loading a slow plugin is not taken for one that crashed. A marker whose process
/// is gone names the culprit: it is put on a list of libraries skipped from then on,
/// unless given with `--plugin` (which tries it and, if it loads, takes it off the list).
struct PluginQuarantine {
  /// The directory holding the markers and the list.
  let stateDirectory: String
  /// The libraries to skip, one path a line.
  let listPath: String

  /// What every marker's name starts with.
  private static let markerPrefix = "plugin-loading."

  /// A quarantine kept in `stateDirectory` (`~/.local/state/mvvm`).
  init(stateDirectory: String) {
    self.stateDirectory = stateDirectory
    listPath = PathText.appending("plugins-skipped", to: stateDirectory)
  }

  /// This process's marker, present while a plugin loads. Named when a library is about
  /// to load, not when the shell starts: most starts load none.
  var markerPath: String {
    let me = Self.markerPrefix + "\(getpid()).\(Self.startTime(of: getpid()) ?? 0)"
    return PathText.appending(me, to: stateDirectory)
  }

  /// Moves the libraries named by markers of processes that are gone onto the skip list.
  func recoverFromCrash() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? []
    for name in names where name.hasPrefix(Self.markerPrefix) {
      let parts = name.dropFirst(Self.markerPrefix.count).split(separator: ".")
      if parts.count == 2, let pid = pid_t(parts[0]), let start = UInt64(parts[1]),
        Self.isRunning(pid, startedAt: start)
      {
        continue
      }
      let path = PathText.appending(name, to: stateDirectory)
      let crashed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let library = crashed.trimmingCharacters(in: .newlines)
      if !library.isEmpty, !skipped.contains(library) {
        write(skipped + [library])
      }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// The libraries on the skip list.
  var skipped: [String] {
    guard let text = try? String(contentsOfFile: listPath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  /// Writes the marker for `path`, about to load; throws when it cannot.
  func willLoad(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: stateDirectory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try Data((path + "\n").utf8).write(to: URL(fileURLWithPath: markerPath))
  }

  /// Removes the marker: the library loaded, or failed without taking the process down.
  func didLoad() {
    try? FileManager.default.removeItem(atPath: markerPath)
  }

  /// Takes `path` off the skip list.
  func release(_ path: String) {
    let list = skipped
    guard list.contains(path) else { return }
    write(list.filter { $0 != path })
  }

  /// Why `path` is skipped, for `plugins`.
  func reason(for path: String) -> String {
    "skipped: it stopped mvvm while loading at an earlier start; to try it again, give it "
      + "with --plugin \(path) (or remove it from \(listPath))"
  }

  private func write(_ paths: [String]) {
    if paths.isEmpty {
      try? FileManager.default.removeItem(atPath: listPath)
    } else {
      try? Data(paths.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: listPath))
    }
  }

  /// Whether process `pid` runs and is the one that started at `start` (a process ID is
  /// reused once its process ends).
  private static func isRunning(_ pid: pid_t, startedAt start: UInt64) -> Bool {
    guard let running = startTime(of: pid) else { return kill(pid, 0) == 0 && start == 0 }
    return running == start
  }

  /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`, field 22),
  /// or nil when there is no such process or no `/proc`.
  private static func startTime(of pid: pid_t) -> UInt64? {
    // /proc files report no size, so they are read to their end rather than by size.
    guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    try? file.close()
    guard let nameEnd = text.lastIndex(of: ")") else { return nil }
    // Fields from the third (the state) on follow the name, which may hold anything.
    let fields = text[text.index(after: nameEnd)...].split(separator: " ")
    return fields.count > 19 ? UInt64(fields[19]) : nil
  }
}
