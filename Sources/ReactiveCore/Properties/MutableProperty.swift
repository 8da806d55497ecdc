/// A thread-safe, observable, settable value. Every change is sent to `signal` and
/// `producer` observers in the order the changes were made. When the property is
/// released its signal completes and its `lifetime` ends.
@propertyWrapper
public final class MutableProperty<Value>: MutablePropertyProtocol, @unchecked Sendable {
  @usableFromInline let storage: Locked<Value>
  private let token = Lifetime.Token()

  /// Every change from now on.
  public let signal: Signal<Value, Never>

  /// Ends when the property is released.
  public let lifetime: Lifetime

  /// What `producer` starts from, made once so that getting the producer allocates
  /// nothing. It holds the signal and the storage, not the property.
  @usableFromInline let producerSource: PropertyProducerSource<Value>

  /// A property holding `initialValue`.
  public init(_ initialValue: Value) {
    storage = Locked(initialValue)
    signal = Signal { _, _ in }
    lifetime = Lifetime(token)
    producerSource = PropertyProducerSource(signal: signal, storage: storage)
    if _slowPath(Instrumentation.isActive) {
      StageReport.recordProperty(self, sendsOn: signal.core)
    }
  }

  deinit {
    signal.core.send(.completed)
  }

  /// The current value. Setting it notifies observers before the setter returns
  /// (unless set from inside one of this property's own observers, in which case the
  /// change is delivered right after the current notification).
  public var value: Value {
    @inlinable get { storage.withLock { $0 } }
    @inlinable set {
      if _slowPath(Instrumentation.isActive) { return setReporting(newValue) }
      signal.core.sendTransaction {
        .value(
          storage.withLock { value -> Value in
            value = newValue
            return newValue
          })
      }
    }
  }

  /// The current value, for `@MutableProperty var name: Value`; setting it sets the
  /// property.
  @inlinable
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property itself, as `$name`, to observe or bind.
  @inlinable
  public var projectedValue: MutableProperty<Value> { self }

  /// The current value, then every change. Starts with no gap and no duplicate, even
  /// while other threads are setting the property. Started after the property is gone,
  /// it sends the last value, then completes.
  @inlinable
  public var producer: SignalProducer<Value, Never> {
    .property(producerSource)
  }

  /// Sets a new value and returns the old one.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      defer { value = newValue }
      return value
    }
  }

  /// Changes the value in place with `action`, atomically, then notifies observers.
  /// Do not read or set this property inside `action`: the lock is held.
  @inlinable @discardableResult
  public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    if _slowPath(Instrumentation.isActive) { return try modifyReporting(action) }
    var result: Result?
    try signal.core.sendTransaction {
      let newValue = try storage.withLock { value -> Value in
        result = try action(&value)
        return value
      }
      return .value(newValue)
    }
    return result!
  }

  /// Runs `action` with the current value while holding the lock.
  public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try storage.withLock { try action($0) }
  }

  /// `value`'s setter with an instrument installed: reports the change, and delivers it
  /// with the change as its cause. Inlinable, as is `modifyReporting`, so that a caller
  /// that knows `Value` (every row's clock tick setting an `Int`) gets them specialized
  /// instead of the generic code, which looks up the metadata of its tuples and
  /// optionals on every change.
  @inlinable
  func setReporting(_ newValue: Value) {
    modifyReporting { $0 = newValue }
  }

  /// `modify` with an instrument installed; see `setReporting`.
  @inlinable
  func modifyReporting<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
    var result: Result?
    try Instrumentation.reportingChange(of: ObjectIdentifier(self)) { record in
      try signal.core.sendTransaction {
        let (old, new) = try storage.withLock { value -> (Value, Value) in
          let old = value
          result = try action(&value)
          return (old, value)
        }
        record(old, new)
        return .value(new)
      }
    }
    return result!
  }
}
