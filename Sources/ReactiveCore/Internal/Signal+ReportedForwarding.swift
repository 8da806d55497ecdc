extension Signal {
  /// Observes this signal on behalf of a stage that sends on every event as it is:
  /// each value reported as passed through `report` when there is one (an instrument
  /// was installed when the stage was made), and no per-value cost when there is none.
  func observe(forwardingTo observer: Observer, reporting report: StageReport?) -> Disposable? {
    guard let report else { return observe(observer) }
    return observe { event in
      guard case .value(let value) = event else { return observer.send(event) }
      report.pass(value) { observer.send(event) }
    }
  }
}
