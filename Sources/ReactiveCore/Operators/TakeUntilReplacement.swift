extension Signal {
  /// Forwards this signal's events until `replacement` sends its first event; from
  /// then on forwards only `replacement`'s events.
  public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      let own = SerialDisposable()
      lifetime += own
      lifetime += replacement.observe { event in
        own.dispose()
        observer.send(event)
      }
      own.inner = self.observe { event in observer.send(event) }
    }
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
