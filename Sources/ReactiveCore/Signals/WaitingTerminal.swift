/// A removal's terminal event that waited for its delivery lock, with the upstream a
/// stage's removal went through: what a removal keeps until its anchor's lock is let go
/// when a terminal event waits (see `SignalCore.runIfIdleDeferringTerminal`), in place of
/// that upstream, so that an ordinary removal moves one object and a flag.
@usableFromInline
final class WaitingTerminal {
  /// The upstream to let go of after the anchor's lock (see `DetachedObserver.kept`).
  @usableFromInline let upstream: AnyObject?
  /// The core, kept, whose requested terminal event waits to be delivered.
  @usableFromInline let core: any RequestedTerminalDelivering

  /// Out of line: only a terminal event that waited for a removal makes one.
  @usableFromInline
  init(upstream: AnyObject?, core: any RequestedTerminalDelivering) {
    self.upstream = upstream
    self.core = core
  }

  /// Delivers the waiting terminal event (see `deliverRequestedTerminalIfIdle`).
  @usableFromInline
  func deliver() {
    core.deliverRequestedTerminalIfIdle()
  }
}
