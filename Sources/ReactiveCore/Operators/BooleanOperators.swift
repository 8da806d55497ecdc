extension Signal where Value == Bool {
  /// Sends the negation of every value.
  @inlinable
  public func negate() -> Signal<Bool, Error> {
    map { !$0 }
  }

  /// Sends whether the latest values of this signal and `signal` are both true.
  public func and(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.all([self, signal])
  }

  /// Sends whether the latest value of this signal or of `signal` is true.
  public func or(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.any([self, signal])
  }

  /// Sends whether the latest values of every signal in `booleans` are all true, once
  /// each has sent a value.
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.allSatisfy { $0 } }
  }

  /// Sends whether the latest values of `booleans` are all true.
  public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    all(booleans)
  }

  /// Sends whether the latest value of any signal in `booleans` is true, once each has
  /// sent a value.
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.contains(true) }
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
    SignalProducer.all([self, booleans])
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
    SignalProducer.any([self, booleans])
  }

  /// Sends whether the latest value of this producer or of `booleans` (a signal, a
  /// producer or a property) is true.
  public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans)
    -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error {
    or(booleans.producer)
  }

  /// Sends whether the latest values of every producer in `booleans` are all true.
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element == SignalProducer<Bool, Error> {
    combineLatest(booleans).map { $0.allSatisfy { $0 } }
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

  /// Sends whether the latest value of any producer in `booleans` is true.
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element == SignalProducer<Bool, Error> {
    combineLatest(booleans).map { $0.contains(true) }
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
