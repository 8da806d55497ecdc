/// A hot stream of events: values, then at most one terminal event (`failed`,
/// `completed` or `interrupted`). Observers see only what is sent after they start
/// observing; every observer sees events in the same order, one at a time.
///
/// A signal is released once nobody references it and nobody observes it; its
/// generator's lifetime then ends, which releases whatever it observed upstream.
public final class Signal<Value, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline
  let core: SignalCore<Value, Error>

  /// A signal whose events come from `generator`. The generator runs at once with the
  /// observer to send events to and a lifetime that ends when the signal terminates
  /// or is released, so cleanup registered there runs exactly once.
  @inlinable
  public init(_ generator: (Observer, Lifetime) -> Void) {
    core = SignalCore()
    generator(core.makeInput(), core.lifetime)
  }

  /// A signal for a unary operator stage after `upstream`. `generator` gets the stage's
  /// core and must call `deliver` on it only from inside the deliveries of `upstream`,
  /// which already serialize them and queue re-entrant sends: the stage skips its own
  /// lock and the hop through an input observer.
  @inlinable
  static func unaryStage<UpstreamValue, UpstreamError>(
    after upstream: Signal<UpstreamValue, UpstreamError>,
    _ generator: (SignalCore<Value, Error>, Lifetime) -> Void
  ) -> Signal {
    Signal(stage: SignalCore(stageAfter: upstream.core), generator: generator)
  }

  @inlinable
  init(stage: SignalCore<Value, Error>, generator: (SignalCore<Value, Error>, Lifetime) -> Void) {
    self.core = stage
    generator(stage, stage.lifetime)
  }

  deinit {
    core.signalReleased()
  }

  /// A signal and the observer that sends into it. `disposable`, when given, is
  /// disposed when the signal terminates or is released. Releasing the input observer
  /// interrupts the signal: nothing can send into it any more.
  @inlinable
  public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
    let signal = Signal(stage: SignalCore()) { _, lifetime in lifetime += disposable }
    return (signal, PipeInput(signal.core))
  }

  /// Starts delivering events to `observer`. Returns a disposable that stops it, or nil
  /// when the signal has already terminated, in which case `observer` is sent
  /// `interrupted` at once.
  @inlinable @discardableResult
  public func observe(_ observer: Observer) -> Disposable? {
    if _slowPath(ResourceCounting.isAttributing) { ResourceCounting.attribute(observer) }
    return core.add(observer)
  }
}

extension Signal {
  /// A signal that never sends any event.
  public static var never: Signal {
    Signal { _, _ in }
  }

  /// A signal that has already completed. Made ended, as sending `completed` into a new
  /// signal leaves it, without the input observer and the delivery that would take: every
  /// `Property(value:)` makes one.
  public static var empty: Signal {
    Signal(stage: SignalCore()) { core, _ in core.completeUnobserved() }
  }
}
