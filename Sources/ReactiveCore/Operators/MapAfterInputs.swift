extension Signal {
  /// `map`, as a signal of its own rather than a stage after this signal: for an
  /// operator composed of one that several inputs feed (`and` is `combineLatest` then
  /// this). A stage ends only with its upstream, and that upstream is not interrupted
  /// when the run it was lifted on is disposed after its receiver's input completed
  /// while another input keeps going; this signal is, by `lift`, as any operator's
  /// signal. It reports itself as `map` does.
  func mapAfterInputs<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    let report = StageReport.begin("map", after: [self.core])
    let signal = Signal<U, Error> { observer, lifetime in
      lifetime += self.observe { event in
        guard case .value(let value) = event else { return observer.send(event.map(transform)) }
        guard let report else { return observer.send(value: transform(value)) }
        report.pass(value, sending: { transform(value) }) { observer.send(value: $0) }
      }
    }
    report?.sends(on: signal.core)
    return signal
  }
}
