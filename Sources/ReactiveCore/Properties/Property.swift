/// A read-only view of a value that changes over time: a constant, a wrapper around
/// another property, or a value derived from other properties (`map`, `combineLatest`,
/// `zip`, `skipRepeats`). A derived property keeps its sources alive and stops
/// following them when it is released.
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
  private let getter: () -> Value
  private let retained: [AnyObject]
  /// Weak links to the sources, for `ReactiveInspection`.
  let sourceLinks: [SourceLink]

  /// The current value, then every change.
  public let producer: SignalProducer<Value, Never>

  /// Every change from now on.
  public let signal: Signal<Value, Never>

  /// The current value.
  public var value: Value { getter() }

  /// A property that always holds `value`. Its signal has already completed.
  public init(value: Value) {
    getter = { value }
    producer = SignalProducer(value: value)
    signal = .empty
    retained = []
    sourceLinks = []
  }

  /// A read-only view of `property`, which it keeps alive.
  public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    getter = { property.value }
    producer = property.producer
    signal = property.signal
    retained = [property]
    sourceLinks = SourceLink.links(to: [property])
  }

  /// A read-only view of `property`, which it keeps alive.
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(capturing: property)
  }

  /// A property that starts as `initial` and then takes every value `values` sends.
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    self.init(following: SignalProducer(value: initial).concat(values), retaining: [])
  }

  /// A property that starts as `initial` and then takes every value `values` sends.
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// A property that follows `source`, which must send its first value synchronously
  /// on start (as a property's producer does).
  init(following source: SignalProducer<Value, Never>, retaining sources: [AnyObject]) {
    let box = DerivedPropertyBox<Value>()
    let subscription = source.startWithValues { box.receive($0) }
    let storage = box.seal(subscription: subscription)
    getter = { storage.value }
    producer = storage.producer
    signal = storage.signal
    retained = sources + [box]
    sourceLinks = SourceLink.links(to: sources)
  }

  /// A property derived from others whose observations (made with
  /// `observeCurrentAndChanges`) keep `storage` up to date. The observations belong to
  /// the sources, not to this property: like its signal and producer, they keep
  /// following the sources after the property is released, for as long as the sources
  /// live, so an `Action`'s `enabledIf` or a binding made from a temporary derived
  /// property keeps working.
  @usableFromInline
  init(derivedInto storage: MutableProperty<Value>, retaining sources: [AnyObject]) {
    getter = { storage.value }
    producer = storage.producer
    signal = storage.signal
    retained = sources
    sourceLinks = SourceLink.links(to: sources)
  }
}

extension Property: SourceInspectable {}

/// The storage of a derived property: buffers values that arrive while the property is
/// being created, then feeds a `MutableProperty`.
private final class DerivedPropertyBox<Value>: @unchecked Sendable {
  private enum Phase {
    case starting(latest: Value?)
    case following(MutableProperty<Value>)
  }

  private let phase = Locked(Phase.starting(latest: nil))
  private var subscription: Disposable?

  func receive(_ value: Value) {
    let target: MutableProperty<Value>? = phase.withLock { phase in
      switch phase {
      case .starting:
        phase = .starting(latest: value)
        return nil
      case .following(let storage):
        return storage
      }
    }
    target?.value = value
  }

  func seal(subscription: Disposable) -> MutableProperty<Value> {
    self.subscription = subscription
    return phase.withLock { phase in
      guard case .starting(let latest?) = phase else {
        preconditionFailure("a derived property's source must send a value at once")
      }
      let storage = MutableProperty(latest)
      phase = .following(storage)
      return storage
    }
  }

  deinit {
    subscription?.dispose()
  }
}
