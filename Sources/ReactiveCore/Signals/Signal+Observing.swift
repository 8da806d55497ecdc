extension Signal {
  /// Observes every event with `action`.
  @discardableResult
  public func observe(_ action: @escaping (Event) -> Void) -> Disposable? {
    observe(Observer(action))
  }

  /// Observes values only.
  @discardableResult
  public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
    observe(Observer(value: action))
  }

  /// Observes values as `.success` and a failure as `.failure`.
  @discardableResult
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
    observe(
      Observer(
        value: { action(.success($0)) },
        failed: { action(.failure($0)) }
      ))
  }

  /// Observes completion only.
  @discardableResult
  public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(completed: action))
  }

  /// Observes a failure only.
  @discardableResult
  public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
    observe(Observer(failed: action))
  }

  /// Observes interruption only.
  @discardableResult
  public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
    observe(Observer(interrupted: action))
  }
}
