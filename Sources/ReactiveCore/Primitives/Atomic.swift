/// A value that can be read and changed from any thread, each access under a lock:
/// ReactiveSwift's `Atomic`. (Inside ReactiveCore, which also uses the standard
/// library's lock-free atomics, those are spelled `Synchronization.Atomic`.)
public final class Atomic<Value>: @unchecked Sendable {
  private let guarded: Locked<Value>

  /// An atomic holding `value`.
  public init(_ value: Value) {
    guarded = Locked(value)
  }

  /// The current value. Setting it replaces the value atomically; a read followed by a
  /// write is not atomic: use `modify` for that.
  public var value: Value {
    get { withValue { $0 } }
    set { swap(newValue) }
  }

  /// Changes the value in place, atomically, and returns what `action` returns.
  @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    try guarded.withLock { try action(&$0) }
  }

  /// Runs `action` with the value, holding the lock, and returns what it returns.
  @discardableResult
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try guarded.withLock { try action($0) }
  }

  /// Replaces the value with `newValue` and returns the old one.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      defer { value = newValue }
      return value
    }
  }
}
