@preconcurrency import Glibc

/// Writes text to standard output and standard error unbuffered, after flushing anything
/// `print` left in the C stdio buffer, so both kinds of output appear in the order they
/// were made. A write never traps: see `write(_:)` and `writeError(_:)` for what a failed
/// one does.
public enum TerminalOutput {
  /// Writes all of `text` to standard output. When standard output cannot be written
  /// the process ends quietly, since nothing it says can be seen: with status 0 when the
  /// reader of a pipe left (`mvvm … | head`: the filter had what it wanted; the shell
  /// ignores SIGPIPE), else (closed, a full disk) with status 1.
  public static func write(_ text: String) {
    flushStandardOutput()
    let failure = write(text, to: STDOUT_FILENO)
    if failure == EPIPE {
      _exit(0)
    } else if failure != 0 {
      _exit(1)
    }
  }

  /// Writes all of `text` to standard error; a failure (closed, full) is ignored.
  public static func writeError(_ text: String) {
    flushStandardOutput()
    _ = write(text, to: STDERR_FILENO)
  }

  /// Flushes C's `stdout` only. `fflush(nil)` would flush every stream, taking each one's
  /// lock, stdin's included: while another thread blocks reading a line from a pipe, that
  /// waits for the next line to arrive, and output with it.
  public static func flushStandardOutput() {
    fflush(stdout)
  }

  /// Writes all of `text` to `descriptor`, retrying short writes, EINTR and EAGAIN; 0, or
  /// the errno of the write the descriptor refused.
  private static func write(_ text: String, to descriptor: CInt) -> CInt {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && errno == EAGAIN {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        return written < 0 ? errno : EIO
      }
    }
    bytes.removeAll()
    return 0
  }
}
