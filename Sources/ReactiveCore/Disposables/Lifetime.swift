import Synchronization

/// Represents how long an object lives. Work tied to a lifetime (`lifetime += disposable`,
/// `observe(lifetime.ended)`) is cleaned up when it ends. Bindings end with their
/// target's lifetime.
public final class Lifetime: @unchecked Sendable {
  private let disposables: CompositeDisposable

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { disposables.isDisposed }

  /// A lifetime that has already ended.
  public static let empty: Lifetime = {
    let disposables = CompositeDisposable()
    disposables.dispose()
    return Lifetime(disposables)
  }()

  /// A lifetime that ends when `disposables` is disposed.
  public init(_ disposables: CompositeDisposable) {
    self.disposables = disposables
  }

  /// A lifetime that ends when `token` is deinitialized (or disposed).
  public convenience init(_ token: Token) {
    self.init(token.disposables)
  }

  /// A new lifetime together with the token that owns it: the lifetime ends when the
  /// token is released or `dispose()`d.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token), token)
  }

  /// Runs `action` when the lifetime ends (at once when it has ended already).
  @discardableResult
  public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
    disposables.add(action)
  }

  /// Disposes `disposable` when the lifetime ends.
  @discardableResult
  public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
    guard let disposable else { return nil }
    return lifetime.disposables.add(disposable)
  }

  /// Disposes `disposable` when the lifetime ends, without a handle to undo it: the
  /// cheaper `+=` for the framework's own members that stay to the end.
  @usableFromInline
  func addForGood(_ disposable: Disposable?) {
    disposables.addForGood(disposable)
  }

  /// A signal that completes when the lifetime ends.
  public var ended: Signal<Never, Never> {
    Signal { observer, _ in
      self.observeEnded { observer.sendCompleted() }
    }
  }

  /// The owner of a lifetime: the lifetime ends when the token is deinitialized or
  /// disposed.
  public final class Token: @unchecked Sendable {
    fileprivate let disposables = CompositeDisposable()

    /// A token for a new lifetime.
    public init() {}

    /// Ends the lifetime now.
    public func dispose() {
      disposables.dispose()
    }

    deinit {
      disposables.dispose()
    }
  }
}
