import Synchronization

extension SignalCore {
  /// Records `interrupted` as the signal's terminal event without delivering it: the
  /// next delivery, whichever thread makes it, delivers the interruption instead of its
  /// own event (see `sendTransaction`), and a terminal event sent meanwhile is dropped.
  /// For an asynchronous operator, whose every send comes from its scheduler: disposing
  /// its run drops the events it has already scheduled, and the interruption arrives on
  /// the scheduler (`deliverRequestedTerminalIfIdle()` there), as in ReactiveSwift.
  /// Does nothing, and returns false, once the signal has terminated or a terminal event
  /// is waiting.
  @inlinable @discardableResult
  func requestInterruption() -> Bool {
    let isFirst = state.withLock { state -> Bool in
      guard !state.isTerminated, state.requestedTerminal == nil else { return false }
      state.requestedTerminal = .interrupted
      return true
    }
    if isFirst { isTerminalRequested.store(true, ordering: .sequentiallyConsistent) }
    return isFirst
  }

  /// Whether this core is a unary operator's stage right after the core `upstream`
  /// identifies (and that core is still there): such a stage ends with it, through it.
  /// For a lifted run's interrupter: an operator may return a stage after a signal of
  /// its own (`Signal.never.on(…)`), which its upstream's end does not reach.
  @inlinable
  func isStage(after upstream: ObjectIdentifier) -> Bool {
    guard let runIfUpstreamIdle, let reached = runIfUpstreamIdle(false, {}).kept else {
      return false
    }
    return ObjectIdentifier(reached) == upstream
  }

  /// Sends `interrupted` from outside the signal's deliveries (a lifted run's
  /// interrupter). A stage is delivered to under its upstream's serialization, not its
  /// own lock: the interruption goes in under it too, when the upstream is idle (or
  /// gone), so it never overlaps a delivery on another thread.
  @inlinable
  func sendInterruptedFromOutside() {
    guard runIfUpstreamIdle != nil else { return send(.interrupted) }
    runIfIdle { self.send(.interrupted) }
  }
}
