import Synchronization

/// Holds one inner disposable at a time: setting a new one disposes the previous one.
/// After the serial disposable is disposed, any inner disposable set is disposed at once.
public final class SerialDisposable: Disposable, @unchecked Sendable {
  private struct State {
    var isDisposed = false
    var inner: Disposable?
  }

  private let state = Locked(State())
  /// Whether `ReactiveResources` counted this disposable when it was made.
  private let isCounted = ResourceCounting.began(.disposable)

  deinit {
    if isCounted { ResourceCounting.ended(.disposable) }
  }

  /// Whether the serial disposable has been disposed.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// A serial disposable holding `disposable`, if any.
  public init(_ disposable: Disposable? = nil) {
    state.withLock { $0.inner = disposable }
  }

  /// The current inner disposable. Setting it disposes the one it replaces.
  public var inner: Disposable? {
    get { state.withLock { $0.inner } }
    set {
      let (previous, disposeNew) = state.withLock { state -> (Disposable?, Bool) in
        if state.isDisposed { return (nil, true) }
        defer { state.inner = newValue }
        return (state.inner, false)
      }
      previous?.dispose()
      if disposeNew { newValue?.dispose() }
    }
  }

  /// Disposes the inner disposable, once.
  public func dispose() {
    let inner: Disposable? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.inner = nil }
      return state.inner
    }
    inner?.dispose()
  }
}
