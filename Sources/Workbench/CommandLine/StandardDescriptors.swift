import Glibc

/// Keeps file descriptors 0, 1 and 2 meaning standard input, output and error even when
/// the program was started with one closed (`mvvm 2>&-`).
enum StandardDescriptors {
  /// Opens `/dev/null` read-only on each of descriptors 0 to 2 that is closed. Otherwise
  /// the next file or pipe opened would get that number and receive the output meant for
  /// it; this way a write to it fails, and `TerminalOutput` handles the failure.
  static func reserveClosed() {
    for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

  /// Makes a write to a pipe whose reader has gone fail with EPIPE instead of killing the
  /// process with SIGPIPE: `mvvm … | head` is normal use, and `TerminalOutput` then ends
  /// the shell quietly with status 0 (a socket whose peer left fails the same way).
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }
}
