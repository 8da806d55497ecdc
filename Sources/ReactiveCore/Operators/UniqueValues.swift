extension Signal {
  /// Forwards only values whose identity (`transform` of the value) has not been seen
  /// before. Remembers every identity for the signal's life.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity)
    -> Signal<Value, Error>
  {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        let report = StageReport.begin("uniqueValues", after: [self.core])
        report?.sends(on: stage)
        var seen = Set<Identity>()
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event) }
            let isNew = seen.insert(transform(value)).inserted
            guard let report else {
              if isNew { stage.deliver(event) }
              return
            }
            guard isNew else { return report.drop(value) }
            report.pass(value) { stage.deliver(event) }
          })
      })
  }
}

extension Signal where Value: Hashable {
  /// Forwards only values not seen before.
  @inlinable
  public func uniqueValues() -> Signal<Value, Error> {
    uniqueValues { $0 }
  }
}

extension SignalProducer {
  /// Forwards only values whose identity has not been seen before in this run.
  @inlinable
  public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity)
    -> SignalProducer<Value, Error>
  {
    lift { $0.uniqueValues(transform) }
  }
}

extension SignalProducer where Value: Hashable {
  /// Forwards only values not seen before in this run.
  @inlinable
  public func uniqueValues() -> SignalProducer<Value, Error> {
    lift { $0.uniqueValues() }
  }
}
