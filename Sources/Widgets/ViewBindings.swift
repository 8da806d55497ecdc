import ReactiveCore

/// The bindings of one View: each `bind` makes a `<~` binding that lasts as long as the
/// View (its `lifetime`), and keeps it as a `ViewBinding`, so the View's wiring is data
/// as well as code: `view --bindings` lists exactly what the View bound.
public final class ViewBindings {
  /// Ends when the View (which holds this) is released, and every binding with it.
  public let lifetime: Lifetime
  /// Every binding made, in order.
  public private(set) var all: [ViewBinding] = []

  private let lifetimeToken = Lifetime.Token()

  /// No bindings yet.
  public init() {
    lifetime = Lifetime(lifetimeToken)
  }

  /// Binds `target <~ source`.
  public func bind<Source: PropertyProtocol>(
    _ target: MutableProperty<Source.Value>, to source: Source
  ) {
    lifetime += target <~ source
    all.append(ViewBinding(target: target, sources: [source], conversion: .none))
  }

  /// Binds `target <~ source.producer.map(transform)`.
  public func bind<Source: PropertyProtocol, Value>(
    _ target: MutableProperty<Value>, to source: Source,
    map transform: @escaping (Source.Value) -> Value
  ) {
    lifetime += target <~ source.producer.map(transform)
    all.append(ViewBinding(target: target, sources: [source], conversion: .mapped))
  }

  /// Binds `target <~ producer(source)`, a producer made from `source` (the rows of a
  /// list, each kept current with its item), said in a few words by `description`.
  public func bind<Source: PropertyProtocol, Value>(
    _ target: MutableProperty<Value>, to source: Source, as description: String,
    through producer: (Source) -> SignalProducer<Value, Never>
  ) {
    lifetime += target <~ producer(source)
    all.append(ViewBinding(target: target, sources: [source], conversion: .described(description)))
  }

  /// Binds `target <~` the latest values of `first` and `second` combined by `transform`.
  public func bind<First: PropertyProtocol, Second: PropertyProtocol, Value>(
    _ target: MutableProperty<Value>, to first: First, _ second: Second,
    map transform: @escaping (First.Value, Second.Value) -> Value
  ) {
    lifetime += target <~ first.producer.combineLatest(with: second.producer).map(transform)
    all.append(ViewBinding(target: target, sources: [first, second], conversion: .mapped))
  }
}
