extension Signal {
  /// This signal, followed, while an instrument is installed, by one stage described
  /// `description` that passes every value on: how an operator composed of other
  /// operators (`and`, `zip` of three) names itself to the
  /// instrumentation. `inputs` are the cores of the signals the operator observes, the
  /// receiver first. With no instrument installed it is this signal, unchanged.
  @inlinable
  func reported(
    as description: @autoclosure () -> String, after inputs: @autoclosure () -> [AnyObject]
  ) -> Signal {
    guard let report = StageReport.begin(description(), after: inputs()) else { return self }
    return Signal.unaryStage(
      after: self,
      { stage, lifetime in
        report.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event) }
            report.pass(value) { stage.deliver(event) }
          })
      })
  }
}
