extension BindingTarget {
  /// A target that sets `object[keyPath:]` while `lifetime` lasts (ReactiveSwift's
  /// argument order).
  public init<Object: AnyObject>(
    lifetime: Lifetime, object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(object: object, lifetime: lifetime, keyPath: keyPath)
  }

  /// A target that sets `object[keyPath:]` on `scheduler` while `lifetime` lasts.
  public init<Object: AnyObject>(
    on scheduler: Scheduler, lifetime: Lifetime, object: Object,
    keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(on: scheduler, lifetime: lifetime) { [weak object] value in
      object?[keyPath: keyPath] = value
    }
  }
}

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
  /// The wrapped target's value type.
  public typealias Value = Wrapped.Value

  /// The wrapped target, or, for nil, a target whose lifetime has already ended, so a
  /// binding into it does nothing.
  public var bindingTarget: BindingTarget<Wrapped.Value> {
    switch self {
    case .some(let provider): return provider.bindingTarget
    case .none: return BindingTarget(lifetime: .empty) { _ in }
    }
  }
}

extension Signal.Observer {
  /// Sends every value of `source` to `observer`, until the source ends or the observer
  /// is released. Returns a disposable that ends the binding early.
  @discardableResult
  public static func <~ <Source: BindingSource>(
    observer: Signal<Value, Error>.Observer, source: Source
  ) -> Disposable where Source.Value == Value {
    source.producer.startWithValues { [weak observer] value in observer?.send(value: value) }
  }
}
