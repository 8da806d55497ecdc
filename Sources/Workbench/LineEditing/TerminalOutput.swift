@preconcurrency import Glibc

/// Writes text to standard output unbuffered, after flushing anything `print` left in
/// the C stdio buffer, so both kinds of output appear in the order they were made.
enum TerminalOutput {
  /// Writes all of `text` to file descriptor 1, retrying short writes and EINTR.
  static func write(_ text: String) {
    flushStandardOutput()
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
    bytes.removeAll()
  }

  /// Flushes C's `stdout` only. `fflush(nil)` would flush every stream, taking each one's
  /// lock, stdin's included: while another thread blocks reading a line from a pipe, that
  /// waits for the next line to arrive, and output with it.
  static func flushStandardOutput() {
    fflush(stdout)
  }
}
