import Synchronization

/// A disposable that runs an action once when disposed, or merely records that it was
/// disposed when it has no action.
public final class AnyDisposable: Disposable, @unchecked Sendable {
  /// Written only by the initializer and by the one call of `dispose()` that wins
  /// `disposed`, so it needs no lock of its own.
  @exclusivity(unchecked) private var action: (() -> Void)?
  private let disposed = Synchronization.Atomic<Bool>(false)
  /// Whether `ReactiveResources` counted this disposable when it was made.
  private let isCounted = ResourceCounting.began(.disposable)

  deinit {
    if isCounted { ResourceCounting.ended(.disposable) }
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// A disposable that runs `action` the first time it is disposed.
  public init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// A disposable with no action: it only records that it was disposed.
  public init() {
    self.action = nil
  }

  /// A disposable that disposes `disposable` when it is disposed itself.
  public convenience init(_ disposable: Disposable) {
    self.init { disposable.dispose() }
  }

  /// Runs the action, once; later calls do nothing.
  public func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let pending = action
    action = nil
    pending?()
  }
}
