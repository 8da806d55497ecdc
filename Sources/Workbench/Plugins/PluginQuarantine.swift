import Foundation

/// Remembers, in the state directory, a plugin that took `mvvm` down while it loaded. A
/// plugin runs in-process, so a trap in it ends the process; the loader writes a marker
/// naming the library before loading it and removes it after. A marker found at the next
/// start names the culprit: it is put on a list of libraries skipped from then on, unless
/// given with `--plugin` (which tries it and, if it loads, takes it off the list).
struct PluginQuarantine {
  /// The marker present while a plugin loads.
  let markerPath: String
  /// The libraries to skip, one path a line.
  let listPath: String

  /// A quarantine kept in `stateDirectory` (`~/.local/state/mvvm`).
  init(stateDirectory: String) {
    markerPath = (stateDirectory as NSString).appendingPathComponent("plugin-loading")
    listPath = (stateDirectory as NSString).appendingPathComponent("plugins-skipped")
  }

  /// Moves the library named by a marker left by a crash onto the skip list.
  func recoverFromCrash() {
    guard let crashed = try? String(contentsOfFile: markerPath, encoding: .utf8) else { return }
    let path = crashed.trimmingCharacters(in: .newlines)
    if !path.isEmpty, !skipped.contains(path) {
      write(skipped + [path])
    }
    try? FileManager.default.removeItem(atPath: markerPath)
  }

  /// The libraries on the skip list.
  var skipped: [String] {
    guard let text = try? String(contentsOfFile: listPath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  /// Writes the marker for `path`, about to load.
  func willLoad(_ path: String) {
    let directory = (markerPath as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try? Data((path + "\n").utf8).write(to: URL(fileURLWithPath: markerPath))
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
}
