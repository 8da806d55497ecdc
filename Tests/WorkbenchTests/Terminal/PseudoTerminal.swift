import Foundation
import Glibc
import ProcessTestSupport

/// Runs a program on a fresh pseudo-terminal (as its session leader, so Ctrl-C sends SIGINT)
/// and lets a test type into it and wait for what it prints, without sleeping.
///
/// Each wait runs on a thread of its own while the test awaits it (`OwnThread.run`),
/// so a slow program holds none of the test runner's threads. Unchecked `Sendable`: one test
/// uses a terminal, one awaited call after another, so no two threads touch it at once.
final class PseudoTerminal: @unchecked Sendable {
  /// Why the terminal could not be set up, or what never showed on it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Whether this machine can create pseudo-terminals.
  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: "/dev/ptmx")
  }

  /// TIOCSPTLCK and TIOCGPTN (function-like macros in C, so not imported).
  private static let unlockRequest: UInt = 0x4004_5431
  private static let numberRequest: UInt = 0x8004_5430

  /// The program's process, for sending it signals.
  let processID: pid_t
  private let master: CInt
  private var output: [UInt8] = []
  /// Raw output offset up to which expectations have been met.
  private var mark = 0
  private var exitStatus: CInt?

  /// Starts `executable` with exactly `environment`, in `directory`, on a new 80x24 terminal.
  init(
    executable: String, arguments: [String] = [], environment: [String: String], directory: String
  ) throws {
    // posix_openpt, unlockpt and ptsname are hidden from Swift (they need _XOPEN_SOURCE),
    // so do what they do on Linux: open the multiplexer, unlock, ask for the number.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: CInt = 0
    var number: CUnsignedInt = 0
    guard master >= 0,
      ioctl(master, Self.unlockRequest, &unlock) == 0,
      ioctl(master, Self.numberRequest, &number) == 0
    else {
      throw Failure(description: "cannot create a pseudo-terminal: errno \(errno)")
    }
    let slaveName = "/dev/pts/\(number)"
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid, the slave becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    guard ChildProcess.addChangeDirectory(&actions, directory) == 0 else {
      throw Failure(description: "posix_spawn_file_actions_addchdir_np is unavailable")
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let setsid: CInt = 0x80  // POSIX_SPAWN_SETSID, hidden behind _GNU_SOURCE
    posix_spawnattr_setflags(
      &attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGUSR1, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let (pid, result) = ChildProcess.spawn(
      executable, arguments: arguments, environment: environment, actions: &actions,
      attributes: &attributes)
    guard result == 0 else {
      Glibc.close(master)
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
    Glibc.close(master)
  }

  /// Types the text (control characters included, e.g. "\t", "\u{03}" for Ctrl-C) once the
  /// program has put the terminal in raw mode: typed earlier, in cooked mode, the kernel
  /// echoes keys a second time and swallows a Ctrl-D.
  func type(_ text: String) async throws {
    try await OwnThread.run { [self] in
      try waitForRawMode()
      ChildProcess.writeAll(Array(text.utf8), to: master)
    }
  }

  /// Reads until `text` shows on the screen (output with escape sequences and carriage
  /// returns removed) after the previous expectation; returns the screen text from there up
  /// to and including the match. The deadline only stops a hung program.
  @discardableResult
  func expect(_ text: String, within seconds: Double = 60) async throws -> String {
    try await OwnThread.run { [self] in
      let needle = Array(text.utf8)
      let deadline = ContinuousClock.now + .seconds(seconds)
      while true {
        let (screen, rawEnds) = Self.screenText(output[mark...])
        if let range = Self.firstRange(of: needle, in: screen) {
          mark = rawEnds[range.upperBound - 1]
          return String(decoding: screen[..<range.upperBound], as: UTF8.self)
        }
        guard ContinuousClock.now < deadline else {
          throw Failure(
            description: "gave up after \(seconds) s waiting for \(text.debugDescription); "
              + "screen since last match: "
              + String(decoding: screen, as: UTF8.self).debugDescription)
        }
        _ = readSome(timeoutMilliseconds: 200)
      }
    }
  }

  /// Reads until `text` shows in the raw output, escape sequences and all, after the
  /// previous expectation; returns the raw output from there up to and including the
  /// match. The deadline only stops a hung program.
  @discardableResult
  func expectRaw(_ text: String, within seconds: Double = 60) async throws -> String {
    try await OwnThread.run { [self] in try waitForRaw(text, within: seconds) }
  }

  /// `expectRaw`'s wait, on the calling thread.
  @discardableResult
  private func waitForRaw(_ text: String, within seconds: Double) throws -> String {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + .seconds(seconds)
    while true {
      let raw = Array(output[mark...])
      if let range = Self.firstRange(of: needle, in: raw) {
        mark += range.upperBound
        return String(decoding: raw[..<range.upperBound], as: UTF8.self)
      }
      guard ContinuousClock.now < deadline else {
        throw Failure(
          description: "gave up after \(seconds) s waiting for \(text.debugDescription); "
            + "output since last match: " + String(decoding: raw, as: UTF8.self).debugDescription)
      }
      _ = readSome(timeoutMilliseconds: 200)
    }
  }

  /// Reads for `seconds` and returns the screen text that showed after the previous
  /// expectation, which then counts as met: for checking that a key shows nothing.
  func output(during seconds: Double) async throws -> String {
    try await OwnThread.run { [self] in
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        _ = readSome(timeoutMilliseconds: 50)
      }
      let (screen, _) = Self.screenText(output[mark...])
      mark = output.count
      return String(decoding: screen, as: UTF8.self)
    }
  }

  /// Gives the terminal a new width, as a user resizing the window does; the kernel
  /// sends the program SIGWINCH.
  func resize(columns: UInt16, rows: UInt16 = 24) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Waits for the program's question where the cursor is (`ESC [ 6 n`) and answers it
  /// the moment it shows, as a terminal emulator would: the 1-based row and column.
  ///
  /// The answer is written on the thread that read the question, not after the test's task
  /// resumes: the program gives a terminal a second to answer, and on a loaded machine the
  /// test runner's threads can be busy for longer than that.
  func answerCursorQuestion(row: Int, column: Int, within seconds: Double = 60) async throws {
    try await OwnThread.run { [self] in
      try waitForRaw(Self.cursorQuestion, within: seconds)
      let bytes = Array("\u{1B}[\(row);\(column)R".utf8)
      _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }
  }

  /// What a program writes to ask the terminal where the cursor is.
  static let cursorQuestion = "\u{1B}[6n"

  /// The terminal's current settings (the master reports those of the shared line).
  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(master, &settings)
    return settings
  }

  /// Waits for the program to exit and returns its exit status; the deadline only stops a
  /// hung program.
  func waitForExit(within seconds: Double = 60) async throws -> CInt {
    try await OwnThread.run { [self] in
      if let exitStatus { return exitStatus }
      let deadline = ContinuousClock.now + .seconds(seconds)
      var status: CInt = 0
      while waitpid(processID, &status, WNOHANG) != processID {
        guard ContinuousClock.now < deadline else {
          let (screen, _) = Self.screenText(output[mark...])
          throw Failure(
            description: "gave up after \(seconds) s waiting for the program to exit; "
              + "screen since last match: "
              + String(decoding: screen, as: UTF8.self).debugDescription)
        }
        _ = readSome(timeoutMilliseconds: 20)
      }
      exitStatus = status
      return status
    }
  }

  /// Reads output until the program turns off line buffering (the line editor is reading
  /// keys); the deadline only stops a hung program.
  private func waitForRawMode(within seconds: Double = 60) throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while settings().c_lflag & tcflag_t(ICANON) != 0 {
      guard ContinuousClock.now < deadline else {
        throw Failure(
          description: "gave up after \(seconds) s waiting for the program to put the terminal "
            + "in raw mode")
      }
      _ = readSome(timeoutMilliseconds: 5)
    }
  }

  /// Returns false when nothing arrived before the poll timeout (or the program closed the terminal).
  private func readSome(timeoutMilliseconds: CInt) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    guard count > 0 else { return false }
    output.append(contentsOf: buffer[0..<count])
    return true
  }

  /// Output without ANSI escape sequences, carriage returns and bells, and for each kept
  /// byte the raw offset just after it.
  static func screenText(_ raw: ArraySlice<UInt8>) -> (text: [UInt8], rawEnds: [Int]) {
    var text: [UInt8] = []
    var ends: [Int] = []
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      if byte == 0x1B {
        index += 1
        if index < raw.endIndex, raw[index] == UInt8(ascii: "[") {
          index += 1
          while index < raw.endIndex, !(0x40...0x7E).contains(raw[index]) { index += 1 }
        }
        index += 1
        continue
      }
      if byte != UInt8(ascii: "\r") && byte != 0x07 {
        text.append(byte)
        ends.append(index + 1)
      }
      index += 1
    }
    return (text, ends)
  }

  /// Where `needle` first occurs in `haystack`.
  static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<start + needle.count].elementsEqual(needle) {
      return start..<start + needle.count
    }
    return nil
  }
}
