import Dispatch

extension SignalCore {
  /// `ThreadLock.tryLockAfterRequest`, for a terminal event asked for: when the lock
  /// stays held, arms the backstop before returning false. (Out of line, so that the
  /// deliveries that inline `deliverRequestedTerminalIfIdle` stay small.)
  @usableFromInline
  func tryLockAfterRequestOrDeliverLater(_ thread: UInt) -> Bool {
    guard !deliveryLock.tryLockAfterRequest(thread) else { return true }
    deliverRequestedTerminalLater()
    return false
  }

  /// The backstop for a terminal event asked for while another thread held the delivery
  /// lock (see `LockBackstops`): the holder delivers it as it lets go, and if it missed
  /// the request, this delivers it, looking again every 10 ms while the lock stays held.
  /// Does nothing when the event has been delivered by then.
  func deliverRequestedTerminalLater() {
    guard LockBackstops.areEnabled else { return }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .nanoseconds(LockBackstops.intervalNanoseconds)
    ) {
      guard self.isTerminalRequested.load(ordering: .sequentiallyConsistent) else { return }
      self.deliverRequestedTerminalIfIdle()
    }
  }
}
