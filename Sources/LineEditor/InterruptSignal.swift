import Glibc
import Synchronization

// The SIGINT handler can only reach globals: a signal handler has no context pointer and
// may run on any thread while the line reader's thread reads the same values, so they are
// atomics. `install` stores to both before the handler exists, so their one-time
// initialization never runs inside the handler, where only the atomic operations are safe.

/// Set by the handler; read and cleared by the thread in `readline`.
private let interruptPending = Atomic<Bool>(false)
/// Write end of the line reader's wake-up pipe, or -1.
private let interruptWakeFD = Atomic<CInt>(-1)

/// Trivial SIGINT handler: records the interrupt and wakes the thread waiting for input
/// (the kernel may deliver the signal to any thread, so `poll` cannot be relied on to see EINTR).
private func handleInterrupt(_ signal: CInt) {
  let savedErrno = errno
  interruptPending.store(true, ordering: .releasing)
  let wakeFD = interruptWakeFD.load(ordering: .acquiring)
  if wakeFD >= 0 {
    var byte: UInt8 = 0
    _ = write(wakeFD, &byte, 1)
  }
  errno = savedErrno
}

/// Installs and removes the process's Ctrl-C handler. Without one, Ctrl-C kills the process
/// while libedit waits for input; with it, the line reader cancels the line instead.
enum InterruptSignal {
  /// Installs the handler, which will write a byte to `wakeFD`; returns the previous action.
  static func install(wakeFD: CInt) -> sigaction {
    interruptPending.store(false, ordering: .sequentiallyConsistent)
    interruptWakeFD.store(wakeFD, ordering: .sequentiallyConsistent)
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
    interruptWakeFD.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Whether Ctrl-C was pressed since the last call; clears the record.
  static func takePending() -> Bool {
    interruptPending.exchange(false, ordering: .acquiringAndReleasing)
  }
}
