/// A read-only view of a value that changes over time: a constant, a view of another
/// property, or a value composed from other properties (`map`, `combineLatest`, `zip`,
/// `skipRepeats`, `Property(_:)`, `Property(initial:then:)`).
///
/// A composed property retains nothing: not its sources, and not the property it was
/// composed from. It follows its sources through a relay that lives while the property,
/// its signal or its producer is in use (kept, observed or running), and the upstream
/// subscription ends with the relay. When a source goes, the composed property's signal
/// and producer complete and its value stays the last one. To use a temporary composed
/// property, keep what uses it: an `Action` keeps its enabling property, a binding or an
/// observation keeps the relay. `Property(capturing:)` is the one form that retains.
@propertyWrapper
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
  private let getter: () -> Value
  /// Weak links to the sources, for `ReactiveInspection`.
  let sourceLinks: [SourceLink]
  /// The property a `Property(capturing:)` keeps alive.
  private let captured: AnyObject?
  /// The identity changes are reported under, for `ReactiveInspection`.
  let changeSubject: ObjectIdentifier?

  /// The current value, then every change. Started after the sources are gone, it
  /// sends the last value, then completes.
  public let producer: SignalProducer<Value, Never>

  /// Every change from now on.
  public let signal: Signal<Value, Never>

  /// The current value.
  public var value: Value { getter() }

  /// The current value, for `@Property var name: Value` (read-only).
  @inlinable
  public var wrappedValue: Value { value }

  /// The property itself, as `$name`.
  @inlinable
  public var projectedValue: Property<Value> { self }

  /// A property that always holds `value`. Its signal has already completed.
  public init(value: Value) {
    getter = { value }
    producer = SignalProducer(value: value)
    signal = .empty
    sourceLinks = []
    captured = nil
    changeSubject = nil
  }

  /// A read-only view of `property`, which it keeps alive.
  public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    getter = { property.value }
    producer = property.producer
    signal = property.signal
    sourceLinks = SourceLink.links(to: [property])
    captured = property
    changeSubject = ReactiveInspection.changeSubject(of: property)
  }

  /// A property composed from `property`: it follows it without keeping it alive.
  @inlinable
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    var relay: PropertyRelay<Value>?
    let subscription = observeCurrentAndChanges(
      of: property,
      { value in
        let target = PropertyRelay(value)
        relay = target
        return { target.send($0) }
      }, ended: { relay?.complete() })
    self.init(relay: relay!, subscription: subscription, sources: [property])
  }

  /// A property that starts as `initial` and then takes every value `values` sends.
  /// When `values` ends (completes, or is interrupted) the property keeps its last value
  /// and its signal and producer complete.
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    self.init(following: SignalProducer(value: initial).concat(values), sources: [])
  }

  /// A property that starts as `initial` and then takes every value `values` sends.
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// A property that follows `source`, which must send its first value synchronously
  /// on start (as a property's producer does).
  convenience init(following source: SignalProducer<Value, Never>, sources: [AnyObject]) {
    let feed = RelayFeed<Value>()
    let subscription = source.start { feed.receive($0) }
    self.init(relay: feed.started(), subscription: subscription, sources: sources)
  }

  /// A property composed from `sources` that shows `relay`, which `subscription` keeps
  /// up to date until the relay's signal is no longer in use.
  @usableFromInline
  init(relay: PropertyRelay<Value>, subscription: Disposable?, sources: [AnyObject]) {
    let signal = relay.makeSignal(ending: subscription)
    getter = { relay.value }
    self.signal = signal
    producer = .property(signal: signal, storage: relay.storage)
    sourceLinks = SourceLink.links(to: sources)
    captured = nil
    changeSubject = ObjectIdentifier(relay)
  }
}

extension Property: SourceInspectable, ChangeSubjectProviding {}
