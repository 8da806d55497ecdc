import Foundation
import Model

/// Where the shell keeps its command history between sessions.
public struct HistoryFile: Equatable, Sendable {
  /// Absolute path of the history file.
  public let path: String

  /// A history file at an explicit path.
  public init(path: String) {
    self.path = path
  }

  /// The standard location, `$XDG_STATE_HOME/mvvm/history`, or `~/.local/state/mvvm/history`
  /// when `XDG_STATE_HOME` is unset, empty or relative (the XDG spec says to ignore it then).
  /// Returns nil when neither variable gives an absolute directory.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    application: String = "mvvm"
  ) -> HistoryFile? {
    let stateHome: String
    if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
      stateHome = xdg
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      stateHome = PathText.appending(".local/state", to: home)
    } else {
      return nil
    }
    let directory = PathText.appending(application, to: stateHome)
    return HistoryFile(path: PathText.appending("history", to: directory))
  }

  /// The directory that holds the file.
  public var directory: String {
    PathText.deletingLastComponent(of: path)
  }

  /// Creates the file's directory and any missing parents (mode 0700: history is private).
  /// Throws the file system's error when that is impossible.
  public func createDirectory() throws {
    try FileManager.default.createDirectory(
      atPath: directory,
      withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700]
    )
  }

  /// The entries in the file, oldest first: its newest `limit`. Empty when the file is
  /// missing or unreadable.
  public func entries(limit: Int) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    var lines = data.split(separator: UInt8(ascii: "\n")).map {
      Substring(String(decoding: $0, as: UTF8.self))
    }
    if lines.first == Substring(HistoryLineEncoding.header) {
      lines.removeFirst()
    }
    return lines.suffix(limit).map(HistoryLineEncoding.decode)
  }

  /// Adds `entry` at the end of the file, creating the file (mode 0600, with the header
  /// libedit expects) and its directory if needed. One `write` per entry, so shells that
  /// share the file never interleave inside a line. A failure is ignored: history is a
  /// convenience, never a reason to stop.
  public func append(_ entry: String) {
    try? createDirectory()
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var status = stat()
    let isEmpty = fstat(descriptor, &status) == 0 && status.st_size == 0
    let text =
      (isEmpty ? HistoryLineEncoding.header + "\n" : "")
      + HistoryLineEncoding.encode(entry) + "\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
  }

  /// Rewrites the file with only its newest `limit` entries when it holds more; the new
  /// file replaces the old one at once (a rename), so no entry is lost halfway.
  public func trim(toLast limit: Int) {
    guard let data = FileManager.default.contents(atPath: path),
      data.split(separator: UInt8(ascii: "\n")).count > limit + 1
    else { return }
    let kept = entries(limit: limit).map(HistoryLineEncoding.encode)
    let text = ([HistoryLineEncoding.header] + kept).joined(separator: "\n") + "\n"
    let temporary = path + ".new"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else { return }
    _ = rename(temporary, path)
  }
}
