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
}
