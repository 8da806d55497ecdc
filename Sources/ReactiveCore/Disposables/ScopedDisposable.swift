/// Disposes its inner disposable when it is deinitialized: ties a subscription to the
/// lifetime of the object that stores it.
public final class ScopedDisposable<Inner: Disposable>: Disposable {
  /// The disposable that is disposed with this one.
  public let inner: Inner

  /// Whether the inner disposable has been disposed.
  public var isDisposed: Bool { inner.isDisposed }

  /// Scopes `disposable` to the new object's lifetime.
  public init(_ disposable: Inner) {
    inner = disposable
  }

  deinit {
    inner.dispose()
  }

  /// Disposes the inner disposable now.
  public func dispose() {
    inner.dispose()
  }
}

extension ScopedDisposable where Inner == AnyDisposable {
  /// Scopes any disposable to the new object's lifetime.
  public convenience init(_ disposable: Disposable) {
    self.init(AnyDisposable(disposable))
  }
}
