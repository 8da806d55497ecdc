/// What `SignalCore.runIfIdleDeferringTerminal` leaves for its caller to do once it has
/// let go of its own lock (an anchor's).
@usableFromInline
struct IdleRunRemainder {
  /// For a stage, the upstream it went through, to let go of: its deinit may release
  /// the stage's core.
  @usableFromInline let upstream: AnyObject?
  /// The core that serializes the deliveries, kept, when a terminal event was asked for
  /// while the run held its delivery lock: to deliver.
  @usableFromInline let waitingTerminal: (any RequestedTerminalDelivering)?

  @inlinable
  init(upstream: AnyObject?, waitingTerminal: (any RequestedTerminalDelivering)?) {
    self.upstream = upstream
    self.waitingTerminal = waitingTerminal
  }
}
