import Foundation
import Glibc

/// What the end-to-end tests share to start a program and talk to it through a file
/// descriptor (a pipe or a pseudo-terminal's master side).
enum ChildProcess {
  private typealias AddCloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, CInt) -> CInt

  /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34 and later), looked up because
  /// Swift's Glibc module does not declare GNU extensions.
  private static let addCloseFrom: AddCloseFrom? = dlsym(
    dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: AddCloseFrom.self) }

  /// Starts `executable` with `arguments` and `environment`, with the file actions and
  /// attributes the caller prepared; returns the process id, or posix_spawn's error.
  ///
  /// The program gets standard input, output and error and no other descriptor: whatever
  /// else this process has open (a library's socket opened without close-on-exec, another
  /// test's pipe) is closed in the child, so no child keeps another test's connection or
  /// pipe open.
  static func spawn(
    _ executable: String, arguments: [String], environment: [String: String],
    actions: inout posix_spawn_file_actions_t, attributes: inout posix_spawnattr_t
  ) -> (pid: pid_t, error: CInt) {
    guard let addCloseFrom, addCloseFrom(&actions, 3) == 0 else { return (0, ENOSYS) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    return (pid, error)
  }

  /// Writes every byte of `bytes` to `descriptor`, going on after interrupted writes;
  /// stops early only when the descriptor fails.
  static func writeAll(_ bytes: [UInt8], to descriptor: CInt) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written > 0 { offset += written } else if errno != EINTR { return }
    }
  }

  /// Runs `work`, which blocks until a program answers, on a thread of its own while the
  /// calling task awaits it: a program slow to answer holds none of the few threads that
  /// run every test, so it delays only the test that waits for it.
  static func onOwnThread<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
      thread.name = "ChildProcess.wait"
      thread.start()
    }
  }
}
