extension Signal where Value == Bool {
  /// Sends the negation of every value.
  @inlinable
  public func negate() -> Signal<Bool, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("negate", after: [self.core])
        report?.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event) }
            guard let report else { return stage.deliver(.value(!value)) }
            report.pass(value, sending: { !value }) { stage.deliver(.value($0)) }
          })
      })
  }

  /// Sends whether the latest values of this signal and `signal` are both true.
  public func and(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    combineLatest(with: signal).mapAfterInputs { $0 && $1 }
      .reported(as: "and", after: [self.core, signal.core])
  }

  /// Sends whether the latest value of this signal or of `signal` is true.
  public func or(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    combineLatest(with: signal).mapAfterInputs { $0 || $1 }
      .reported(as: "or", after: [self.core, signal.core])
  }

  /// Sends whether the latest values of every signal in `booleans` are all true, once
  /// each has sent a value.
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).mapAfterInputs { $0.allSatisfy { $0 } }
      .reported(as: "all", after: booleans.map(\.core))
  }

  /// Sends whether the latest values of `booleans` are all true.
  public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    all(booleans)
  }

  /// Sends whether the latest value of any signal in `booleans` is true, once each has
  /// sent a value.
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).mapAfterInputs { $0.contains(true) }
      .reported(as: "any", after: booleans.map(\.core))
  }

  /// Sends whether the latest value of any of `booleans` is true.
  public static func any(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    any(booleans)
  }
}

extension SignalProducer where Value == Bool {
  /// Sends the negation of every value.
  @inlinable
  public func negate() -> SignalProducer<Bool, Error> {
    lift { $0.negate() }
  }

  /// Sends whether the latest values of this producer and `booleans` are both true.
  public func and(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    lift(with: booleans) { $0.and($1) }
  }

  /// Sends whether the latest values of this producer and `booleans` (a signal, a
  /// producer or a property) are both true.
  public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans)
    -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error {
    and(booleans.producer)
  }

  /// Sends whether the latest value of this producer or of `booleans` is true.
  public func or(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    lift(with: booleans) { $0.or($1) }
  }

  /// Sends whether the latest value of this producer or of `booleans` (a signal, a
  /// producer or a property) is true.
  public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans)
    -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error {
    or(booleans.producer)
  }

  /// Sends whether the latest values of every producer in `booleans` are all true
  /// (true, once, when there are none).
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element == SignalProducer<Bool, Error> {
    combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }.lift {
      $0.reported(as: "all", after: [$0.core])
    }
  }

  /// Sends whether the latest values of `booleans` are all true.
  public static func all(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error>
  {
    all(booleans)
  }

  /// Sends whether the latest values of every signal, producer or property in
  /// `booleans` are all true.
  public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Bool, Error>
  where
    Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans
  {
    all(booleans.map(\.producer))
  }

  /// Sends whether the latest value of any producer in `booleans` is true (false,
  /// once, when there are none).
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element == SignalProducer<Bool, Error> {
    combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }.lift {
      $0.reported(as: "any", after: [$0.core])
    }
  }

  /// Sends whether the latest value of any of `booleans` is true.
  public static func any(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error>
  {
    any(booleans)
  }

  /// Sends whether the latest value of any signal, producer or property in `booleans`
  /// is true.
  public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Bool, Error>
  where
    Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans
  {
    any(booleans.map(\.producer))
  }
}
