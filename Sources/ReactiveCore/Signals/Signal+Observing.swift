extension Signal {
  /// Observes every event with `action`.
  @inlinable @discardableResult
  public func observe(_ action: @escaping (Event) -> Void) -> Disposable? {
    observe(Observer(action))
  }

  /// Observes values only.
  @inlinable @discardableResult
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    observe(Observer.values(action))
  }

  /// Observes values as `.success` and a failure as `.failure`.
  @inlinable @discardableResult
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(
      Observer(
        value: { action(.success($0)) },
        failed: { action(.failure($0)) }
      ))
  }

  /// Observes completion only.
  @inlinable @discardableResult
  public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(completed: action))
  }

  /// Observes a failure only.
  @inlinable @discardableResult
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observe(Observer(failed: action))
  }

  /// Observes interruption only.
  @inlinable @discardableResult
  public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(interrupted: action))
  }
}
