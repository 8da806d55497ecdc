import Foundation
import Glibc
import LoopbackTestSupport
import ProcessTestSupport

/// Runs a program with its standard input a pipe the test holds open, as `{ echo …; sleep 5;
/// echo …; } | mvvm` would: the test writes lines when it chooses and waits for what the
/// program prints in between, without sleeping.
///
/// Each wait runs on a thread of its own while the test awaits it (`OwnThread.run`),
/// so a slow program holds none of the test runner's threads. Unchecked `Sendable`: one test
/// uses a process, one awaited call after another, so no two threads touch it at once.
final class PipedProcess: @unchecked Sendable {
  /// What the program's standard output or standard error is.
  enum Stream: Sendable {
    /// A pipe the test reads.
    case pipe
    /// Closed before the program starts (`2>&-`).
    case closed
    /// The file at this path, opened for writing (`2>/dev/full`).
    case file(String)
  }

  /// Why the program could not be started, or what never showed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The program's process.
  let processID: pid_t
  private var input: CInt
  private var output: CInt
  private var errors: CInt
  private var outputBytes: [UInt8] = []
  private var errorBytes: [UInt8] = []
  /// Offset in `outputBytes` up to which expectations have been met.
  private var mark = 0
  private var exitStatus: CInt?
  /// The lines `send` could not write, with the error.
  private var failedSends: [String] = []

  /// Starts `executable` with exactly `environment`, standard input a pipe, and standard
  /// output and error as given.
  init(
    executable: String, arguments: [String] = [], environment: [String: String],
    standardOutput: Stream = .pipe, standardError: Stream = .pipe
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var childEnds: [CInt] = []
    func pipeEnds() throws -> (read: CInt, write: CInt) {
      // Close-on-exec from birth: the test's ends must not leak into this or any other child.
      do {
        return try CloseOnExec.pipe()
      } catch {
        throw Failure(description: "cannot create a pipe: \(error)")
      }
    }
    func connect(_ stream: Stream, to descriptor: CInt) throws -> CInt {
      switch stream {
      case .pipe:
        let ends = try pipeEnds()
        posix_spawn_file_actions_adddup2(&actions, ends.write, descriptor)
        childEnds.append(ends.write)
        return ends.read
      case .closed:
        posix_spawn_file_actions_addclose(&actions, descriptor)
        return -1
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
        return -1
      }
    }
    let inputEnds = try pipeEnds()
    posix_spawn_file_actions_adddup2(&actions, inputEnds.read, 0)
    childEnds.append(inputEnds.read)
    input = inputEnds.write
    output = try connect(standardOutput, to: 1)
    errors = try connect(standardError, to: 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGPIPE, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let (pid, result) = ChildProcess.spawn(
      executable, arguments: arguments, environment: environment, actions: &actions,
      attributes: &attributes)
    for descriptor in childEnds { _ = Glibc.close(descriptor) }
    guard result == 0 else {
      throw Failure(
        description: "posix_spawn \(executable) failed: \(String(cString: strerror(result)))")
    }
    processID = pid
  }

  deinit {
    if exitStatus == nil {
      kill(processID, SIGKILL)
      var status: CInt = 0
      waitpid(processID, &status, 0)
    }
    for descriptor in [input, output, errors] where descriptor >= 0 {
      Glibc.close(descriptor)
    }
  }

  /// Writes `line` and a newline to the program's standard input, leaving the pipe open.
  /// A write that fails is kept for the failure message (`expect` names it).
  func send(_ line: String) {
    if let error = ChildProcess.writeAll(Array((line + "\n").utf8), to: input) {
      failedSends.append(
        "\(line.debugDescription) to descriptor \(input): \(String(cString: strerror(error)))")
    }
  }

  /// Closes the program's standard input: it reads end of file.
  func closeInput() {
    if input >= 0 { Glibc.close(input) }
    input = -1
  }

  /// Reads standard output until `text` shows after the previous expectation; returns the
  /// output from there up to and including the match. The deadline only stops a hung program;
  /// what the program printed before it is read before giving up (so `within: 0` looks at
  /// everything printed so far, however long the caller itself waited to ask).
  /// The failure shows the program's threads' stacks unless `withStacks` is false (a
  /// caller polling in short waits, which would stop the program each time to take them).
  @discardableResult
  func expect(
    _ text: String, within seconds: Double = 60, withStacks: Bool = true
  ) async throws -> String {
    try await OwnThread.run { [self] in
      let deadline = ContinuousClock.now + .seconds(seconds)
      while true {
        if let matched = match(text) { return matched }
        guard ContinuousClock.now < deadline else {
          while readSome(timeoutMilliseconds: 0) {}
          if let matched = match(text) { return matched }
          let unread = String(decoding: outputBytes[mark...], as: UTF8.self)
          throw Failure(
            description: "gave up after \(seconds) s waiting for \(text.debugDescription); "
              + "output since last match: " + unread.debugDescription + "; standard error: "
              + standardErrorText.debugDescription + "; its threads: "
              + ProcessThreads.summary(of: processID).joined(separator: "; ") + "; "
              + descriptorsDescription + "; " + unreadDescription
              + (failedSends.isEmpty
                ? "" : "; sends that failed: " + failedSends.joined(separator: "; "))
              + (withStacks
                ? ThreadBacktraces.of(processID).map { "; its stacks:\n" + $0 } ?? "" : ""))
        }
        _ = readSome(timeoutMilliseconds: 200)
      }
    }
  }

  /// The output from the previous expectation up to and including the first `text` after
  /// it, marked as met; nil when `text` has not shown yet.
  private func match(_ text: String) -> String? {
    let unread = String(decoding: outputBytes[mark...], as: UTF8.self)
    guard let range = unread.range(of: text) else { return nil }
    let matched = String(unread[..<range.upperBound])
    mark += matched.utf8.count
    return matched
  }

  /// The program's standard descriptors beside the ends this object holds
  /// (`0 pipe:[4711], ours pipe:[4711]`): a pipe that differs means a descriptor number
  /// was closed and reused under the test.
  private var descriptorsDescription: String {
    func target(_ path: String) -> String {
      var buffer = [CChar](repeating: 0, count: 256)
      let count = readlink(path, &buffer, buffer.count - 1)
      return count < 0
        ? "none" : String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let ours = [input, output, errors].map { $0 < 0 ? "none" : target("/proc/self/fd/\($0)") }
    return "its descriptors: "
      + (0...2).map { "\($0) \(target("/proc/\(processID)/fd/\($0)")), ours \(ours[$0])" }
      .joined(separator: "; ")
  }

  /// How many bytes wait unread in the pipes: in its standard input (sent, not yet read
  /// by the program) and its standard output (printed, not yet read by the test). Bytes
  /// left in its input mean the program stopped reading; bytes left in its output, that
  /// the test did.
  private var unreadDescription: String {
    func unread(_ descriptor: CInt) -> String {
      Self.unreadByteCount(in: descriptor).map { "\($0) bytes" } ?? "unknown"
    }
    return "unread in its standard input: \(unread(input)), in its standard output: "
      + unread(output)
  }

  /// Blocks until the program's standard output has bytes no wait has read yet, leaving
  /// them unread (`poll`, no sleeping); false when none came within `seconds`, which only
  /// stops a hung program.
  func waitForUnreadOutput(within seconds: Double) -> Bool {
    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      let result = poll(&ready, 1, 1000)
      if result > 0 { return ready.revents & Int16(POLLIN) != 0 }
      if result < 0 && errno != EINTR { return false }
    }
    return false
  }

  /// The bytes waiting in the pipe `descriptor` (`FIONREAD`), nil when it cannot tell.
  private static func unreadByteCount(in descriptor: CInt) -> Int? {
    var count: CInt = 0
    guard descriptor >= 0, ioctl(descriptor, UInt(FIONREAD), &count) == 0 else { return nil }
    return Int(count)
  }

  /// Everything the program wrote to standard output so far.
  var standardOutputText: String { String(decoding: outputBytes, as: UTF8.self) }

  /// Everything the program wrote to standard error so far (when it is a pipe).
  var standardErrorText: String { String(decoding: errorBytes, as: UTF8.self) }

  /// Waits for the program to exit, reading what it prints, and returns its wait status;
  /// the deadline only stops a hung program.
  func waitForExit(within seconds: Double = 60) async throws -> CInt {
    try await OwnThread.run { [self] in
      if let exitStatus { return exitStatus }
      let deadline = ContinuousClock.now + .seconds(seconds)
      var status: CInt = 0
      while waitpid(processID, &status, WNOHANG) != processID {
        guard ContinuousClock.now < deadline else {
          throw Failure(
            description: "gave up after \(seconds) s waiting for the program to exit; "
              + "standard output: " + standardOutputText.debugDescription + "; standard error: "
              + standardErrorText.debugDescription)
        }
        _ = readSome(timeoutMilliseconds: 20)
      }
      while readSome(timeoutMilliseconds: 0) {}
      exitStatus = status
      return status
    }
  }

  /// Reads what is there on standard output and standard error; false when nothing came
  /// before the timeout.
  private func readSome(timeoutMilliseconds: CInt) -> Bool {
    var descriptors = [output, errors].filter { $0 >= 0 }.map {
      pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
    }
    guard !descriptors.isEmpty else {
      if timeoutMilliseconds > 0 { _ = poll(nil, 0, timeoutMilliseconds) }
      return false
    }
    guard poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds) > 0 else {
      return false
    }
    var didRead = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    for descriptor in descriptors where descriptor.revents != 0 {
      let count = read(descriptor.fd, &buffer, buffer.count)
      guard count > 0 else { continue }
      didRead = true
      if descriptor.fd == output {
        outputBytes.append(contentsOf: buffer[0..<count])
      } else {
        errorBytes.append(contentsOf: buffer[0..<count])
      }
    }
    return didRead
  }
}
