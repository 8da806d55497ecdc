import Glibc

/// Descriptors that are close-on-exec from the moment they exist, for a test process that
/// runs servers and starts child processes at the same time.
///
/// Setting `FD_CLOEXEC` after `pipe` or `accept` leaves a window in which another thread's
/// `posix_spawn` copies the descriptor into its child. A child holding a copy of a
/// connection keeps it open after the server's `close`: the client then sees neither an
/// end nor a reset until that unrelated child exits. `pipe2` and `accept4` close the
/// window; they are GNU extensions that Swift's Glibc module does not declare, so they are
/// looked up in the C library at run time.
public enum CloseOnExec {
  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<CInt>?, CInt) -> CInt
  private typealias Accept4 =
    @convention(c) (CInt, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, CInt)
    -> CInt

  private static let pipe2: Pipe2? = symbol("pipe2", as: Pipe2.self)
  private static let accept4: Accept4? = symbol("accept4", as: Accept4.self)

  /// A pipe whose two ends are close-on-exec (`pipe2(O_CLOEXEC)`).
  public static func pipe() throws(LoopbackSocketError) -> (read: CInt, write: CInt) {
    guard let pipe2 else { throw LoopbackSocketError(operation: "pipe2", code: ENOSYS) }
    var ends: [CInt] = [-1, -1]
    guard pipe2(&ends, O_CLOEXEC) == 0 else {
      throw LoopbackSocketError(operation: "pipe2", code: errno)
    }
    return (ends[0], ends[1])
  }

  /// The next connection on the listening socket `fd`, close-on-exec
  /// (`accept4(SOCK_CLOEXEC)`), or -1 with `errno` set.
  static func accept(_ fd: CInt) -> CInt {
    guard let accept4 else {
      errno = ENOSYS
      return -1
    }
    return accept4(fd, nil, nil, CInt(SOCK_CLOEXEC.rawValue))
  }

  private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
    return unsafeBitCast(address, to: type)
  }
}
