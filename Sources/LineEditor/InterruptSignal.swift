import Glibc

// The SIGINT handler can only reach plain globals: a signal handler has no context pointer
// and may run on any thread. Both are Int32s initialized with constants (no lazy
// initialization), written only before the handler is installed or by the handler itself.

/// Set to 1 by the handler; read and cleared by the thread in `readline`.
nonisolated(unsafe) private var interruptPending: sig_atomic_t = 0
/// Write end of the line reader's wake-up pipe, or -1.
nonisolated(unsafe) private var interruptWakeFD: CInt = -1

/// Trivial SIGINT handler: records the interrupt and wakes the thread waiting for input
/// (the kernel may deliver the signal to any thread, so `poll` cannot be relied on to see EINTR).
private func handleInterrupt(_ signal: CInt) {
  let savedErrno = errno
  interruptPending = 1
  if interruptWakeFD >= 0 {
    var byte: UInt8 = 0
    _ = write(interruptWakeFD, &byte, 1)
  }
  errno = savedErrno
}

/// Installs and removes the process's Ctrl-C handler. Without one, Ctrl-C kills the process
/// while libedit waits for input; with it, the line reader cancels the line instead.
enum InterruptSignal {
  /// Installs the handler, which will write a byte to `wakeFD`; returns the previous action.
  static func install(wakeFD: CInt) -> sigaction {
    interruptWakeFD = wakeFD
    var action = sigaction()
    action.__sigaction_handler = .init(sa_handler: handleInterrupt)
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(SIGINT, &action, &previous)
    return previous
  }

  /// Puts back the action `install` replaced.
  static func restore(_ previous: sigaction) {
    var previous = previous
    sigaction(SIGINT, &previous, nil)
    interruptWakeFD = -1
  }

  /// Whether Ctrl-C was pressed since the last call; clears the record.
  static func takePending() -> Bool {
    guard interruptPending != 0 else { return false }
    interruptPending = 0
    return true
  }
}
