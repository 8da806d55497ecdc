import Synchronization

/// A disposable that disposes a group of disposables together. A disposable added after
/// the group was disposed is disposed at once.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
  private struct State {
    var isDisposed = false
    var nextKey: UInt64 = 0
    /// In the order they were added; a group is small, so a list beats a dictionary.
    var members: ContiguousArray<(key: UInt64, disposable: Disposable)> = []
  }

  private let state = Locked(State())
  /// Whether `ReactiveResources` counted this disposable when it was made.
  private let isCounted = ResourceCounting.began(.disposable)

  deinit {
    if isCounted { ResourceCounting.ended(.disposable) }
  }

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
      state.members.append((key, disposable))
      return key
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return AnyDisposable { [weak self] in
      // Returned, and so released, outside the lock.
      _ = self?.state.withLock { state -> Disposable? in
        guard let index = state.members.firstIndex(where: { $0.key == key }) else { return nil }
        return state.members.remove(at: index).disposable
      }
    }
  }

  /// Adds `disposable` to the group without making a handle to remove it again: for
  /// the many members that stay until the group is disposed. When the group is already
  /// disposed, `disposable` is disposed at once.
  @usableFromInline
  func addForGood(_ disposable: Disposable?) {
    guard let disposable else { return }
    let isAdded = state.withLock { state -> Bool in
      guard !state.isDisposed else { return false }
      state.members.append((state.nextKey, disposable))
      state.nextKey += 1
      return true
    }
    if !isAdded { disposable.dispose() }
  }

  /// Adds an action to run when the group is disposed.
  @discardableResult
  public func add(_ action: @escaping () -> Void) -> Disposable? {
    add(AnyDisposable(action))
  }

  /// Disposes every member, once.
  public func dispose() {
    let members = state.withLock {
      state -> ContiguousArray<(key: UInt64, disposable: Disposable)> in
      guard !state.isDisposed else { return [] }
      state.isDisposed = true
      defer { state.members = [] }
      return state.members
    }
    for member in members { member.disposable.dispose() }
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
