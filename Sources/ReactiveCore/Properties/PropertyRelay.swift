/// The value and the signal of a composed property (`map`, `combineLatest`,
/// `Property(_:)`...): what the upstream subscription updates.
///
/// The subscription holds the relay, and the relay holds nothing upstream; the
/// composed property holds the relay's `Signal`. Once that signal is released and no
/// longer observed (no property, producer or observer uses it), its lifetime ends and
/// disposes the subscription, so a composed property keeps nothing alive and nothing
/// keeps it alive, as in ReactiveSwift.
@usableFromInline
final class PropertyRelay<Value>: @unchecked Sendable {
  /// The current value, changed only inside the core's serialized deliveries.
  @usableFromInline let storage: Locked<Value>
  @usableFromInline let core: SignalCore<Value, Never>

  /// A relay holding `initial`.
  @inlinable
  init(_ initial: Value) {
    storage = Locked(initial)
    core = SignalCore()
    if _slowPath(Instrumentation.isActive) { StageReport.recordProperty(self, sendsOn: core) }
  }

  /// The current value.
  @inlinable
  var value: Value { storage.withLock { $0 } }

  /// Sets the value and sends it, in one serialized delivery.
  @inlinable
  func send(_ value: Value) {
    if _slowPath(Instrumentation.isActive) { return modifyReporting { $0 = value } }
    core.sendTransaction {
      storage.withLock { $0 = value }
      return .value(value)
    }
  }

  /// Changes the value in place and sends the result, in one serialized delivery.
  @inlinable
  func modify(_ change: (inout Value) -> Void) {
    if _slowPath(Instrumentation.isActive) { return modifyReporting(change) }
    core.sendTransaction {
      .value(
        storage.withLock { value -> Value in
          change(&value)
          return value
        })
    }
  }

  /// `modify` with an instrument installed: reports the change (under the relay's
  /// identity), and delivers it with the change as its cause.
  @usableFromInline
  func modifyReporting(_ change: (inout Value) -> Void) {
    Instrumentation.reportingChange(of: ObjectIdentifier(self)) { record in
      core.sendTransaction {
        let (old, new) = storage.withLock { value -> (Value, Value) in
          let old = value
          change(&value)
          return (old, value)
        }
        record(old, new)
        return .value(new)
      }
    }
  }

  /// Completes the relay: the upstream has ended, so the value is final.
  @usableFromInline
  func complete() {
    core.send(.completed)
  }

  /// The relay's signal, whose lifetime ends (disposing `subscription`) once it is
  /// released and unobserved, or has completed.
  @usableFromInline
  func makeSignal(ending subscription: Disposable?) -> Signal<Value, Never> {
    Signal(stage: core) { _, lifetime in lifetime += subscription }
  }
}

/// Feeds a `PropertyRelay` from a producer that sends its first value synchronously on
/// start: the first value creates the relay, later ones are sent through it, and the
/// producer's end (completion or interruption) completes it.
final class RelayFeed<Value>: @unchecked Sendable {
  private let relay = Locked<PropertyRelay<Value>?>(nil)

  /// Takes one event of the upstream producer.
  func receive(_ event: Signal<Value, Never>.Event) {
    switch event {
    case .value(let value):
      let existing = relay.withLock { relay -> PropertyRelay<Value>? in
        guard let relay else {
          relay = PropertyRelay(value)
          return nil
        }
        return relay
      }
      existing?.send(value)
    case .completed, .interrupted:
      relay.withLock { $0 }?.complete()
    }
  }

  /// The relay the first value created.
  func started() -> PropertyRelay<Value> {
    guard let relay = relay.withLock({ $0 }) else {
      preconditionFailure("a composed property's source must send a value at once")
    }
    return relay
  }
}
