precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// Binds `source` to `target`: every value the source sends is written into the target
/// until the source ends or the target's lifetime ends. Returns a disposable that ends
/// the binding early.
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
  target: Target, source: Source
) -> Disposable? where Source.Value == Target.Value, Source.Error == Never {
  let bindingTarget = target.bindingTarget
  guard !bindingTarget.lifetime.hasEnded else { return nil }
  let disposable = source.producer
    .take(during: bindingTarget.lifetime)
    .startWithValues(bindingTarget.action)
  let registration = bindingTarget.lifetime += disposable
  return AnyDisposable {
    registration?.dispose()
    disposable.dispose()
  }
}

/// Binds a non-optional source to a target of optional values.
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
  target: Target, source: Source
) -> Disposable? where Target.Value == Source.Value?, Source.Error == Never {
  target <~ source.producer.map(Optional.some)
}
