import Synchronization

/// A disposable that disposes a group of disposables together. A disposable added after
/// the group was disposed is disposed at once.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
  private struct State {
    var isDisposed = false
    var nextKey: UInt64 = 0
    var members: [UInt64: Disposable] = [:]
  }

  private let state = Locked(State())

  /// Whether the group has been disposed.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// An empty group.
  public init() {}

  /// A group holding `disposables`.
  public init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
    for disposable in disposables { add(disposable) }
  }

  /// Adds `disposable` to the group and returns a handle that removes it again. When
  /// the group is already disposed, `disposable` is disposed at once and nil returned.
  @discardableResult
  public func add(_ disposable: Disposable?) -> Disposable? {
    guard let disposable else { return nil }
    let key: UInt64? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.members[key] = disposable
      return key
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return AnyDisposable { [weak self] in
      _ = self?.state.withLock { $0.members.removeValue(forKey: key) }
    }
  }

  /// Adds an action to run when the group is disposed.
  @discardableResult
  public func add(_ action: @escaping () -> Void) -> Disposable? {
    add(AnyDisposable(action))
  }

  /// Disposes every member, once.
  public func dispose() {
    let members: [Disposable]? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.members = [:] }
      return state.members.sorted { $0.key < $1.key }.map { $0.value }
    }
    members?.forEach { $0.dispose() }
  }

  /// Adds `disposable` to `lhs`, ReactiveSwift style: `disposables += observation`.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
    lhs.add(rhs)
  }

  /// Adds an action to run when `lhs` is disposed.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> Disposable? {
    lhs.add(rhs)
  }
}
