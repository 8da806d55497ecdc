import Foundation
import ReactiveCore

/// A run that `run` started and the session keeps alive, until it ends: then the
/// session lets go of it. The run may end before the session has kept it (at once, on
/// the virtual clock); then it is never kept.
final class KeptRun: @unchecked Sendable {
  private let lock = NSLock()
  private var hasEnded = false
  private var release: Disposable?

  /// A run not yet kept.
  init() {}

  /// Tells it the run ended: the session lets go of it now, or is never given it.
  func ended() {
    let release = lock.withLock {
      hasEnded = true
      defer { self.release = nil }
      return self.release
    }
    release?.dispose()
  }

  /// Hands it what lets the session go of the run (nil when the session no longer keeps
  /// runs); used at once when the run has ended already.
  func kept(_ release: Disposable?) {
    let endedAlready = lock.withLock {
      if !hasEnded { self.release = release }
      return hasEnded
    }
    if endedAlready { release?.dispose() }
  }
}
