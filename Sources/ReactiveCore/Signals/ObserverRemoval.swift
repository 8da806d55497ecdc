import Synchronization

/// The disposable `Signal.observe(_:)` returns: removes one observer from its signal's
/// core, once. It holds the core weakly, so a kept disposable does not keep the signal
/// alive. One allocation, where a closure-backed `AnyDisposable` needs two.
@usableFromInline
final class ObserverRemoval<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
  @usableFromInline weak var core: SignalCore<Value, Error>?
  @usableFromInline let key: UInt64
  @usableFromInline let disposed = Atomic<Bool>(false)
  /// The removal as built where the observer was added: `dispose()` is reached through
  /// the `Disposable` protocol, which the client cannot specialise, so it calls back
  /// into the client's specialised code through this (a closure with no captures).
  @usableFromInline let removeInClient: (ObserverRemoval) -> Void

  /// Whether the observer has been removed.
  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  init(core: SignalCore<Value, Error>, key: UInt64) {
    self.core = core
    self.key = key
    removeInClient = { $0.core?.removeObserver($0.key) }
  }

  /// Removes the observer, once.
  @usableFromInline
  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    removeInClient(self)
  }
}
