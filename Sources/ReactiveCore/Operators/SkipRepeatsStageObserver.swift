extension Signal {
  /// The observer a Signal's `skipRepeats(_:)` stage observes its upstream with: one
  /// object holding the stage's core, the comparison and the previous value sent (a
  /// subclass for the reasons `MapStageObserver` gives).
  @usableFromInline
  final class SkipRepeatsStageObserver: Observer, @unchecked Sendable {
    @usableFromInline let stage: SignalCore<Value, Error>
    @usableFromInline let isEquivalent: (Value, Value) -> Bool
    /// The last value sent; touched only inside the upstream's serialized deliveries.
    @exclusivity(unchecked) @usableFromInline var previous: Value?

    @inlinable
    init(_ stage: SignalCore<Value, Error>, _ isEquivalent: @escaping (Value, Value) -> Bool) {
      self.stage = stage
      self.isEquivalent = isEquivalent
      previous = nil
      super.init(receive: { observer, event in
        let skip = unsafeDowncast(observer, to: SkipRepeatsStageObserver.self)
        guard case .value(let value) = event.pointee else {
          return skip.stage.deliver(event.pointee)
        }
        if let last = skip.previous, skip.isEquivalent(last, value) { return }
        skip.previous = value
        skip.stage.deliverFromSend(.value(value))
      })
    }
  }
}
