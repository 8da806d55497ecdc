/// File-system paths joined and taken apart as text, as `NSString`'s path methods do
/// (`appendingPathComponent`, `lastPathComponent`, `deletingLastPathComponent`) for the
/// paths the shell builds at start-up (the state and plugin directories, a script's name):
/// `mvvm`'s start-up then pages in none of Foundation's path and bridging code (about
/// 100 KiB of its memory; Benchmarks/startup).
public enum PathText {
  /// `component` (which may itself hold slashes) under `directory`, with one slash
  /// between them unless `directory` ends with one: `/home/me` and `.local/state` give
  /// `/home/me/.local/state`; an empty `directory` gives `component`.
  public static func appending(_ component: String, to directory: String) -> String {
    if directory.isEmpty { return component }
    return directory.utf8.last == slash ? directory + component : directory + "/" + component
  }

  /// The path's last component: `history` of `/home/me/history` (and of
  /// `/home/me/history/`); `/` of `/`.
  public static func lastComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    if trimmed.isEmpty { return path.hasPrefix("/") ? "/" : "" }
    guard let last = trimmed.utf8.lastIndex(of: slash) else { return trimmed }
    return String(trimmed[trimmed.utf8.index(after: last)...])
  }

  /// The path without its last component: `/home/me` of `/home/me/history`, `/` of
  /// `/history`, and an empty path of `history`.
  public static func deletingLastComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let last = trimmed.utf8.lastIndex(of: slash) else {
      return trimmed.isEmpty && path.hasPrefix("/") ? "/" : ""
    }
    let directory = trimmingTrailingSlashes(String(trimmed[..<last]))
    return directory.isEmpty && path.hasPrefix("/") ? "/" : directory
  }

  /// `path` without the slashes that end it (all of them, so `/` gives an empty string).
  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var end = path.utf8.endIndex
    while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == slash {
      end = path.utf8.index(before: end)
    }
    return String(path[..<end])
  }

  /// The separator, as a UTF-8 byte: paths are worked on as bytes, which needs none of the
  /// standard library's character-breaking code.
  private static let slash = UInt8(ascii: "/")
}
