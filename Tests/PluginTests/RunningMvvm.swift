import Foundation
import Glibc
import ProcessTestSupport
import Synchronization

/// The built `mvvm` started in the background, as `MvvmRun` starts it, for a test that acts
/// while it starts up: watches its output (standard output and error together), interrupts
/// it, then gives it its input and waits for it to end. Started with `posix_spawn`
/// (`ChildProcess.spawn`, which leaves it no other test's descriptor) so that Ctrl-C
/// (SIGINT) takes its default action in it even when the tests run with SIGINT ignored (as
/// a background job does) or blocked, which a child inherits.
final class RunningMvvm {
  private let pid: pid_t
  private let standardInput: FileHandle
  private let printed = Printed()
  private let reader: Thread
  private var hasEnded = false

  /// Starts `mvvm` with no arguments in `home`; `environment` adds variables.
  init(home: URL, environment: [String: String]) throws {
    let path = MvvmRun.executable
    let input = Pipe()
    let output = Pipe()
    let inputRead = input.fileHandleForReading.fileDescriptor
    let outputWrite = output.fileHandleForWriting.fileDescriptor
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputRead, 0)
    posix_spawn_file_actions_adddup2(&actions, outputWrite, 1)
    posix_spawn_file_actions_adddup2(&actions, outputWrite, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    posix_spawnattr_setsigdefault(&attributes, &interrupt)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let (pid, status) = ChildProcess.spawn(
      path, arguments: [], environment: MvvmRun.environment(home: home, adding: environment),
      actions: &actions, attributes: &attributes)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    self.pid = pid
    try input.fileHandleForReading.close()
    try output.fileHandleForWriting.close()
    standardInput = input.fileHandleForWriting
    let handle = output.fileHandleForReading
    let printed = printed
    reader = Thread {
      while case let data = handle.availableData, !data.isEmpty {
        printed.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
      }
    }
    reader.start()
  }

  /// What it has printed so far.
  var output: String { printed.text.withLock { $0 } }

  /// Waits, up to 60 seconds on the monotonic clock (a ThreadSanitizer build on a busy
  /// machine starts slowly), until `condition` holds; returns whether it did. It looks
  /// every 20 ms, suspended in between, holding none of the threads that run the tests.
  func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// Sends it SIGINT, as Ctrl-C does.
  func interrupt() {
    kill(pid, SIGINT)
  }

  /// Gives it `input`, closes its input, waits for it to end and returns all it printed.
  /// The wait for the process is awaited on a thread of its own.
  func finish(input: String) async -> String {
    try? standardInput.write(contentsOf: Data(input.utf8))
    try? standardInput.close()
    if !hasEnded {
      let pid = pid
      _ = try? await OwnThread.run {
        var status: Int32 = 0
        return waitpid(pid, &status, 0)
      }
      hasEnded = true
    }
    _ = await waitUntil { reader.isFinished }
    return output
  }

  /// What the process printed, filled by the reading thread.
  private final class Printed: Sendable {
    let text = Mutex("")
  }
}
