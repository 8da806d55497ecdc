import Foundation
import Glibc

/// What the end-to-end tests share to start a program and talk to it through a file
/// descriptor (a pipe or a pseudo-terminal's master side).
public enum ChildProcess {
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
  public static func spawn(
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
  /// stops early only when the descriptor fails, and then returns the `errno` of that
  /// failure (nil when every byte was written).
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: CInt) -> CInt? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written > 0 { offset += written } else if errno != EINTR { return errno }
    }
    return nil
  }

  private typealias AddChangeDirectory =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?
    ) -> CInt

  /// glibc's posix_spawn_file_actions_addchdir_np (a GNU extension, so looked up): the
  /// child starts in `path`. Returns its result, or -1 when this glibc lacks it.
  public static func addChangeDirectory(
    _ actions: inout posix_spawn_file_actions_t, _ path: String
  ) -> CInt {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else {
      return -1
    }
    return unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, path)
  }

  /// Waits for `pid` to end (going on after interruptions) and returns how: its exit
  /// status, or the number of the signal that ended it.
  public static func waitForExit(of pid: pid_t) -> (status: Int32, endedOnSignal: Bool) {
    var status: CInt = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros, not imported.
    let signal = status & 0x7f
    return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
  }
}
