extension Signal {
  /// The observer a producer's `skipRepeats(_:)` starts its source with (see
  /// `lift(_:observing:)`): one object holding the observer it sends to, the comparison
  /// and the previous value sent, as `MapObserver` for `map`.
  @usableFromInline
  final class SkipRepeatsObserver: Observer, @unchecked Sendable {
    @usableFromInline let downstream: Observer
    @usableFromInline let isEquivalent: (Value, Value) -> Bool
    /// The last value sent; touched only inside the source's serialized deliveries.
    @exclusivity(unchecked) @usableFromInline var previous: Value?

    @inlinable
    init(_ downstream: Observer, _ isEquivalent: @escaping (Value, Value) -> Bool) {
      self.downstream = downstream
      self.isEquivalent = isEquivalent
      previous = nil
      super.init(receive: { observer, event in
        let skip = unsafeDowncast(observer, to: SkipRepeatsObserver.self)
        if case .value(let value) = event.pointee {
          if let last = skip.previous, skip.isEquivalent(last, value) { return }
          skip.previous = value
        }
        skip.downstream.send(event.pointee)
      })
    }
  }
}
