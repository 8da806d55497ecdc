internal import ReactiveCoreSupport

extension SignalCore {
  /// This core, with a strong reference taken, or nil when its deinitializer has begun
  /// on another thread: for a removal that reached it without a reference, under its
  /// anchor's lock, which that deinitializer waits for. (Out of line: only a terminal
  /// event that waited for a removal needs it.)
  @usableFromInline
  func retainedUnlessDeinitializing() -> SignalCore? {
    let unretained = Unmanaged.passUnretained(self)
    guard reactive_core_try_retain(unretained.toOpaque()) else { return nil }
    return unretained.takeRetainedValue()
  }

  /// A `WaitingTerminal` keeping this core, whose requested terminal event waits for a
  /// removal to let go of its anchor's lock, and true; nil and false when this core's
  /// deinitializer has begun (see `retainedUnlessDeinitializing`). Out of line: only
  /// that slow path of `runIfIdleDeferringTerminal` reaches it.
  @usableFromInline
  func waitingTerminal() -> (kept: AnyObject?, isWaitingTerminal: Bool) {
    guard let core = retainedUnlessDeinitializing() else { return (nil, false) }
    return (WaitingTerminal(upstream: nil, core: core), true)
  }
}
