extension Signal {
  /// Sends `transform` of every value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        guard let report = StageReport.begin("map", after: [self.core]) else {
          return lifetime.addForGood(self.observe(MapStageObserver(stage, transform)))
        }
        report.sends(on: stage)
        lifetime.addForGood(
          self.observe { event in
            guard case .value(let value) = event else { return stage.deliver(event.map(transform)) }
            report.pass(value, sending: { transform(value) }) { stage.deliver(.value($0)) }
          })
      })
  }

  /// Sends the value at `keyPath` of every value.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Sends `value` in place of every value. (Disfavoured, so that a trailing closure
  /// means `map(_:)`.)
  @_disfavoredOverload
  public func map<U>(value: U) -> Signal<U, Error> {
    map { _ in value }
  }

  /// Sends `transform` of every value for which it is not nil.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
    Signal<U, Error>.unaryStage(
      after: self,
      { stage, lifetime in
        if let report = StageReport.begin("compactMap", after: [self.core]) {
          report.sends(on: stage)
          return lifetime.addForGood(
            self.observe { event in
              switch event {
              case .value(let value):
                guard let mapped = transform(value) else { return report.drop(value) }
                report.pass(value, sending: { mapped }) { stage.deliver(.value($0)) }
              case .failed(let error): stage.deliver(.failed(error))
              case .completed: stage.deliver(.completed)
              case .interrupted: stage.deliver(.interrupted)
              }
            })
        }
        lifetime.addForGood(
          self.observe { event in
            switch event {
            case .value(let value):
              if let mapped = transform(value) { stage.deliverFromSend(.value(mapped)) }
            case .failed(let error): stage.deliver(.failed(error))
            case .completed: stage.deliver(.completed)
            case .interrupted: stage.deliver(.interrupted)
            }
          })
      })
  }

  /// Sends only the values that satisfy `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
    Signal.unaryStage(
      after: self,
      { stage, lifetime in
        if let report = StageReport.begin("filter", after: [self.core]) {
          report.sends(on: stage)
          return lifetime.addForGood(
            self.observe { event in
              guard case .value(let value) = event else { return stage.deliver(event) }
              guard isIncluded(value) else { return report.drop(value) }
              report.pass(value) { stage.deliver(event) }
            })
        }
        lifetime.addForGood(self.observe(FilterStageObserver(stage, isIncluded)))
      })
  }
}

extension Signal where Value: OptionalProtocol {
  /// Sends the non-nil values, unwrapped.
  public func skipNil() -> Signal<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}

extension SignalProducer {
  /// Sends `transform` of every value.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
    lift({ $0.map(transform) }, observing: { Signal.MapObserver($0, transform) })
  }

  /// Sends the value at `keyPath` of every value.
  public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
    lift { $0.map(keyPath) }
  }

  /// Sends `value` in place of every value. (Disfavoured, so that a trailing closure
  /// means `map(_:)`.)
  @_disfavoredOverload
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    lift { $0.map(value: value) }
  }

  /// Sends `transform` of every value for which it is not nil.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
    lift(
      { $0.compactMap(transform) },
      observing: { observer in
        Signal.Observer { event in
          switch event {
          case .value(let value): if let mapped = transform(value) { observer.send(value: mapped) }
          case .failed(let error): observer.send(error: error)
          case .completed: observer.sendCompleted()
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }

  /// Sends only the values that satisfy `isIncluded`.
  @inlinable
  public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
    lift({ $0.filter(isIncluded) }, observing: { Signal.FilterObserver($0, isIncluded) })
  }
}

extension SignalProducer where Error == Never {
  /// Sends `transform` of every value. A map of a property's producer starts from the
  /// property directly (see `PropertyMap`), and with `startWithValues` as one observer
  /// that maps each value and runs the client's action.
  @inlinable
  public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Never> {
    guard let propertySource else {
      return lift({ $0.map(transform) }, observing: { Signal.MapObserver($0, transform) })
    }
    let map = PropertyMap(source: propertySource, transform: transform)
    return SignalProducer<U, Never>(
      { observer, lifetime in SignalProducer<U, Never>.startRun(map.makeRun(), observer, lifetime)
      },
      runMaker: { map.makeRun() },
      directStart: { observer in map.start(observer) },
      valuesStart: { action in map.startValues(action) })
  }
}

extension SignalProducer where Value: OptionalProtocol {
  /// Sends the non-nil values, unwrapped.
  public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
    lift { $0.skipNil() }
  }
}

/// Lets operators such as `skipNil` constrain a value type to optionals.
public protocol OptionalProtocol {
  /// The type wrapped by the optional.
  associatedtype Wrapped
  /// The value as an `Optional`.
  var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// The value itself.
  public var optional: Wrapped? { self }
}
