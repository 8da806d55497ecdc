import Foundation

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
      stateHome = (home as NSString).appendingPathComponent(".local/state")
    } else {
      return nil
    }
    let directory = (stateHome as NSString).appendingPathComponent(application)
    return HistoryFile(path: (directory as NSString).appendingPathComponent("history"))
  }

  /// The directory that holds the file.
  public var directory: String {
    (path as NSString).deletingLastPathComponent
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
}
