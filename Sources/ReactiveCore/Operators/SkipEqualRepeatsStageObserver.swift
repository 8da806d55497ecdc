extension Signal where Value: Equatable {
  /// The observer a Signal's `skipRepeats()` stage observes its upstream with: as
  /// `SkipRepeatsStageObserver`, comparing with the value type's `==` directly, so that
  /// a specialised stage compares inline instead of calling a closure.
  @usableFromInline
  final class SkipEqualRepeatsStageObserver: Observer, @unchecked Sendable {
    @usableFromInline let stage: SignalCore<Value, Error>
    /// The last value sent; touched only inside the upstream's serialized deliveries.
    @exclusivity(unchecked) @usableFromInline var previous: Value?

    @inlinable
    init(_ stage: SignalCore<Value, Error>) {
      self.stage = stage
      previous = nil
      super.init(receive: { observer, event in
        let skip = unsafeDowncast(observer, to: SkipEqualRepeatsStageObserver.self)
        guard case .value(let value) = event.pointee else {
          return skip.stage.deliver(event.pointee)
        }
        if let last = skip.previous, last == value { return }
        skip.previous = value
        skip.stage.deliverFromSend(.value(value))
      })
    }
  }
}
