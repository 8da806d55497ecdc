import ReactiveCore

/// A `DateScheduler` whose work all runs in one serial context (the shell's clock: the
/// session queue) and that can tell whether the caller is running there now. The fault
/// adapter, through which every request of every backend passes, delivers a backend's
/// answer onto such a scheduler when it arrives from anywhere else (an HTTP client's
/// queue, a thread a plugin's backend started), so view-models see their services'
/// answers where they see everything else, as the tutorials deliver on the main thread.
public protocol SerialDateScheduler: DateScheduler {
  /// Whether the caller is running in the scheduler's context now.
  var isCurrent: Bool { get }
}
