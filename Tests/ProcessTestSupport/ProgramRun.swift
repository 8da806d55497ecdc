import Foundation
import Glibc

/// One run of a program to its end: how it ended and what it printed. For the tests that
/// start a program (`mvvm`, `swiftc`, `cp`, Graphviz's `dot`) and read the result.
///
/// Started with `posix_spawn` through `ChildProcess.spawn`, which leaves the program no
/// descriptor but its standard ones: Foundation's `Process` closes the descriptors it
/// finds open before it starts the program, so a pipe another test made in between leaked
/// into it, and two programs that each held the other's standard input open waited for
/// their input's end forever.
public struct ProgramRun: Sendable {
  /// Which of the program's streams `printed` holds.
  public enum Capture: Sendable {
    /// Standard output and standard error, interleaved as the program wrote them.
    case outputAndErrors
    /// Standard output only; standard error goes where the test's goes.
    case output
    /// Standard error only; standard output goes where the test's goes.
    case errors
  }

  /// Why a program could not be started.
  public struct LaunchFailure: Error, CustomStringConvertible {
    /// What was to be started and what failed.
    public let description: String
  }

  /// The exit status, or the signal's number when it ended on one.
  public let status: Int32
  /// Whether it ended on a signal rather than by exiting.
  public let endedOnSignal: Bool
  /// What it printed on the captured streams.
  public let printed: String

  /// Runs `executable` (a path) with `arguments` to its end, `input` on its standard input
  /// (the test's own when nil), on a thread of its own (`OwnThread`). `environment`
  /// replaces the test's when given; `directory` is where it starts.
  public static func run(
    _ executable: String, _ arguments: [String] = [], input: String? = nil,
    environment: [String: String]? = nil, directory: URL? = nil,
    capturing capture: Capture = .outputAndErrors
  ) async throws -> ProgramRun {
    try await OwnThread.run {
      try runBlocking(
        executable, arguments, input: input, environment: environment, directory: directory,
        capturing: capture)
    }
  }

  /// `run`, on the calling thread.
  public static func runBlocking(
    _ executable: String, _ arguments: [String] = [], input: String? = nil,
    environment: [String: String]? = nil, directory: URL? = nil,
    capturing capture: Capture = .outputAndErrors
  ) throws -> ProgramRun {
    var outputEnds: [CInt] = [-1, -1]
    var inputEnds: [CInt] = [-1, -1]
    guard pipe(&outputEnds) == 0, input == nil || pipe(&inputEnds) == 0 else {
      throw LaunchFailure(
        description: "\(executable): no pipe: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if capture != .errors { posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1) }
    if capture != .output { posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 2) }
    if input != nil { posix_spawn_file_actions_adddup2(&actions, inputEnds[0], 0) }
    if let directory, ChildProcess.addChangeDirectory(&actions, directory.path) != 0 {
      throw LaunchFailure(description: "\(executable): cannot start in \(directory.path)")
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The program starts with no signal blocked and Ctrl-C and a broken pipe taking their
    // default action, whatever the test runner set for itself.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let (pid, error) = ChildProcess.spawn(
      executable, arguments: arguments,
      environment: environment ?? ProcessInfo.processInfo.environment, actions: &actions,
      attributes: &attributes)
    close(outputEnds[1])
    if input != nil { close(inputEnds[0]) }
    guard error == 0 else {
      close(outputEnds[0])
      if input != nil { close(inputEnds[1]) }
      throw LaunchFailure(description: "\(executable): \(String(cString: strerror(error)))")
    }
    if let input {
      ChildProcess.writeAll(Array(input.utf8), to: inputEnds[1])
      close(inputEnds[1])
    }
    let printed = FileHandle(fileDescriptor: outputEnds[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    let ended = ChildProcess.waitForExit(of: pid)
    return ProgramRun(
      status: ended.status, endedOnSignal: ended.endedOnSignal,
      printed: String(decoding: printed, as: UTF8.self))
  }
}
