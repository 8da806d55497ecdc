extension Signal {
  /// This signal, followed, while an instrument is installed, by one signal described
  /// `description` that passes every value on: how an operator composed of other
  /// operators (`and`, `zip` of three) names itself to the
  /// instrumentation. `inputs` are the cores of the signals the operator observes, the
  /// receiver first. With no instrument installed it is this signal, unchanged.
  @inlinable
  func reported(
    as description: @autoclosure () -> String, after inputs: @autoclosure () -> [AnyObject]
  ) -> Signal {
    guard let report = StageReport.begin(description(), after: inputs()) else { return self }
    // A signal of its own rather than a stage after this one, so that disposing the run
    // it is lifted on interrupts it even when this signal is not interrupted (see
    // `mapAfterInputs`).
    let signal = Signal { observer, lifetime in
      lifetime += self.observe { event in
        guard case .value(let value) = event else { return observer.send(event) }
        report.pass(value) { observer.send(event) }
      }
    }
    report.sends(on: signal.core)
    return signal
  }
}
