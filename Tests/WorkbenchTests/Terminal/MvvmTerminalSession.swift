import Foundation

/// A real `mvvm` shell on a pseudo-terminal, with its history and state in a fresh temporary
/// directory (removed afterwards), waited on until its banner and first prompt show.
final class MvvmTerminalSession {
  /// The terminal the shell runs on.
  let terminal: PseudoTerminal
  /// HOME and XDG_STATE_HOME of the shell: nothing outside it is touched.
  let homeDirectory: String
  /// Whether the home directory is this session's own, removed when it ends.
  private let ownsHome: Bool

  /// The history file the shell saves on exit.
  var historyFile: String { homeDirectory + "/state/mvvm/history" }

  /// Starts `mvvm` and waits for the banner and `mvvm> `; in `home` when given (which the
  /// caller then removes), else in a fresh directory of its own.
  init(home: String? = nil) async throws {
    guard let executable = MvvmExecutable.path else {
      throw PseudoTerminal.Failure(description: "\(MvvmExecutable.missingReason)")
    }
    ownsHome = home == nil
    homeDirectory = home ?? NSTemporaryDirectory() + "mvvm-terminal-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: homeDirectory, withIntermediateDirectories: true)
    terminal = try PseudoTerminal(
      executable: executable,
      environment: [
        "HOME": homeDirectory, "XDG_STATE_HOME": homeDirectory + "/state",
        "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1",
      ],
      directory: homeDirectory)
    try await terminal.expect("MVVM Workbench")
    try await terminal.expect("mvvm> ")
  }

  deinit {
    if ownsHome { try? FileManager.default.removeItem(atPath: homeDirectory) }
  }

  /// Types `line` and Enter, then waits for `output` and the next `prompt`; returns the
  /// screen text from the typed line up to `output`.
  @discardableResult
  func run(_ line: String, expecting output: String, then prompt: String) async throws -> String {
    try await terminal.type(line + "\r")
    let screen = try await terminal.expect(output)
    try await terminal.expect(prompt)
    return screen
  }
}
