extension SignalProducer where Error == Never {
  /// The producer of a property whose value is `storage` and whose changes `signal`
  /// sends, the value being changed only inside the signal's serialized deliveries:
  /// the current value, then every change, with no gap and no duplicate. Started once
  /// the signal has ended, it sends the last value, then completes. It holds `signal`,
  /// so a composed property's relay lives while its producer is kept.
  @inlinable
  static func property(signal: Signal<Value, Never>, storage: Locked<Value>) -> SignalProducer {
    property(PropertyProducerSource(signal: signal, storage: storage))
  }

  /// The producer of the property `source` starts from (see `property(signal:storage:)`).
  @inlinable
  static func property(_ source: PropertyProducerSource<Value>) -> SignalProducer {
    SignalProducer(
      { observer, lifetime in source.start(observer, lifetime) },
      runMaker: { source.makeRun() },
      directStart: { observer in source.start(observer) },
      propertySource: source)
  }
}
