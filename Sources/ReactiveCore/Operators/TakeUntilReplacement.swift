extension Signal {
  /// Forwards this signal's events until `replacement` sends its first event; from
  /// then on forwards only `replacement`'s events.
  public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
    let report = StageReport.begin("take(untilReplacement:)", after: [self.core, replacement.core])
    func forward(_ event: Event, to observer: Observer) {
      guard let report, case .value(let value) = event else { return observer.send(event) }
      report.pass(value) { observer.send(event) }
    }
    let signal = Signal { observer, lifetime in
      let own = SerialDisposable()
      lifetime += own
      lifetime += replacement.observe { event in
        own.dispose()
        forward(event, to: observer)
      }
      own.inner = self.observe { event in forward(event, to: observer) }
    }
    report?.sends(on: signal.core)
    return signal
  }
}

extension SignalProducer {
  /// Forwards this producer's events until `replacement` sends its first event, then
  /// only `replacement`'s.
  public func take(untilReplacement replacement: Signal<Value, Error>) -> SignalProducer<
    Value, Error
  > {
    lift { $0.take(untilReplacement: replacement) }
  }

  /// Forwards this producer's events until a run of `replacement`, started with it,
  /// sends its first event, then only `replacement`'s.
  public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<
    Value, Error
  > {
    lift(with: replacement) { signal, replacementSignal in
      signal.take(untilReplacement: replacementSignal)
    }
  }
}
