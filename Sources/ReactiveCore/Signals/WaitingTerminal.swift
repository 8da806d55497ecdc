/// A removal's terminal event that waited for its delivery lock, with the upstream a
/// stage's removal went through: what `SignalCore.DetachedObserver.upstream` holds then,
/// so that an ordinary removal carries one field, not two.
@usableFromInline
final class WaitingTerminal {
  /// The upstream to let go of after the anchor's lock (see `IdleRunRemainder.upstream`).
  @usableFromInline let upstream: AnyObject?
  /// The core, kept, whose requested terminal event waits to be delivered.
  @usableFromInline let core: any RequestedTerminalDelivering

  /// Out of line: only a terminal event that waited for a removal makes one.
  @usableFromInline
  init(_ remainder: IdleRunRemainder) {
    upstream = remainder.upstream
    core = remainder.waitingTerminal!
  }

  /// Delivers the waiting terminal event (see `deliverRequestedTerminalIfIdle`).
  @usableFromInline
  func deliver() {
    core.deliverRequestedTerminalIfIdle()
  }
}
