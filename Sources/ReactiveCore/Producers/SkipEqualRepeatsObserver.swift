extension Signal where Value: Equatable {
  /// The observer a producer's `skipRepeats()` starts its source with: as
  /// `SkipRepeatsObserver`, comparing with the value type's `==` directly.
  @usableFromInline
  final class SkipEqualRepeatsObserver: Observer, @unchecked Sendable {
    @usableFromInline let downstream: Observer
    /// The last value sent; touched only inside the source's serialized deliveries.
    @exclusivity(unchecked) @usableFromInline var previous: Value?

    @inlinable
    init(_ downstream: Observer) {
      self.downstream = downstream
      previous = nil
      super.init(receive: { observer, event in
        let skip = unsafeDowncast(observer, to: SkipEqualRepeatsObserver.self)
        if case .value(let value) = event.pointee {
          if let last = skip.previous, last == value { return }
          skip.previous = value
        }
        skip.downstream.send(event.pointee)
      })
    }
  }
}
