import Glibc
import Synchronization

// As for InterruptSignal, the SIGWINCH handler shares atomics with the line reader's thread,
// initialized by `install` before the handler exists.

/// Set by the handler; read and cleared by the thread in `readline`.
private let resizePending = Atomic<Bool>(false)
/// Write end of the line reader's wake-up pipe, or -1.
private let resizeWakeFD = Atomic<CInt>(-1)

/// Trivial SIGWINCH handler: records the resize and wakes the thread waiting for input.
private func handleResize(_ signal: CInt) {
  let savedErrno = errno
  resizePending.store(true, ordering: .releasing)
  let wakeFD = resizeWakeFD.load(ordering: .acquiring)
  if wakeFD >= 0 {
    var byte: UInt8 = 0
    _ = write(wakeFD, &byte, 1)
  }
  errno = savedErrno
}

/// Installs and removes the handler that tells the line reader the terminal changed size.
/// libedit's own handler sees only the first resize of each line (it puts the previous
/// handler back and raises the signal again); the reader handles every one, on its thread.
enum ResizeSignal {
  /// Installs the handler, which will write a byte to `wakeFD`; returns the previous action.
  static func install(wakeFD: CInt) -> sigaction {
    resizePending.store(false, ordering: .sequentiallyConsistent)
    resizeWakeFD.store(wakeFD, ordering: .sequentiallyConsistent)
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
    resizeWakeFD.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Whether the terminal was resized since the last call; clears the record.
  static func takePending() -> Bool {
    resizePending.exchange(false, ordering: .acquiringAndReleasing)
  }
}
