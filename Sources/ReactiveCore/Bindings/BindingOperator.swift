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
  var producer = source.producer
  if Instrumentation.isActive {
    let subject = ReactiveInspection.changeSubject(of: target as AnyObject)
    producer = producer.lift { $0.reportingBinding(into: subject) }
  }
  let disposable = producer.take(during: bindingTarget.lifetime)
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

extension Signal {
  /// The stage a `<~` binding adds with an instrument installed: described `<~`, it
  /// reports the binding into `target` (a property's change subject, when the target
  /// is a property) and passes every value, so the target's change is caused by it.
  fileprivate func reportingBinding(into target: ObjectIdentifier?) -> Signal {
    Signal.unaryStage(after: self) { stage, lifetime in
      let report = StageReport(description: "<~", inputs: [self.core])
      report.sends(on: stage)
      if let target {
        Instrumentation.report(
          id: Instrumentation.nextID(), cause: Instrumentation.currentCause,
          .bindingCreated(stage: report.id, target: target))
      }
      lifetime.addForGood(
        self.observe { event in
          guard case .value(let value) = event else { return stage.deliver(event) }
          report.pass(value) { stage.deliver(event) }
        })
    }
  }
}
