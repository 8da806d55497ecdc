import Glibc

// As for InterruptSignal, the SIGWINCH handler reaches only plain globals, written before
// it is installed or by the handler itself.

/// Set to 1 by the handler; read and cleared by the thread in `readline`.
nonisolated(unsafe) private var resizePending: sig_atomic_t = 0
/// Write end of the line reader's wake-up pipe, or -1.
nonisolated(unsafe) private var resizeWakeFD: CInt = -1

/// Trivial SIGWINCH handler: records the resize and wakes the thread waiting for input.
private func handleResize(_ signal: CInt) {
  let savedErrno = errno
  resizePending = 1
  if resizeWakeFD >= 0 {
    var byte: UInt8 = 0
    _ = write(resizeWakeFD, &byte, 1)
  }
  errno = savedErrno
}

/// Installs and removes the handler that tells the line reader the terminal changed size.
/// libedit's own handler sees only the first resize of each line (it puts the previous
/// handler back and raises the signal again); the reader handles every one, on its thread.
enum ResizeSignal {
  /// Installs the handler, which will write a byte to `wakeFD`; returns the previous action.
  static func install(wakeFD: CInt) -> sigaction {
    resizeWakeFD = wakeFD
    var action = sigaction()
    action.__sigaction_handler = .init(sa_handler: handleResize)
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var previous = sigaction()
    sigaction(SIGWINCH, &action, &previous)
    return previous
  }

  /// Puts back the action `install` replaced.
  static func restore(_ previous: sigaction) {
    var previous = previous
    sigaction(SIGWINCH, &previous, nil)
    resizeWakeFD = -1
  }

  /// Whether the terminal was resized since the last call; clears the record.
  static func takePending() -> Bool {
    guard resizePending != 0 else { return false }
    resizePending = 0
    return true
  }
}
