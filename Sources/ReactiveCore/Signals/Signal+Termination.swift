extension Signal.Event {
  /// A terminal event retyped for a signal of another value type, or nil for a value:
  /// what operators that change the value type forward when their source ends.
  @inlinable
  func terminal<U>(as _: U.Type = U.self) -> Signal<U, Error>.Event? {
    switch self {
    case .value: return nil
    case .failed(let error): return .failed(error)
    case .completed: return .completed
    case .interrupted: return .interrupted
    }
  }
}
