extension Signal {
  /// The observer a producer's `filter` starts its source with (see
  /// `lift(_:observing:)`): one object holding the observer it sends to and the
  /// predicate, as `MapObserver` for `map`. Its `receive` has no captures, so an event
  /// reaches it without a closure context or a reabstraction thunk (see
  /// `Observer.receive`).
  @usableFromInline
  final class FilterObserver: Observer, @unchecked Sendable {
    @usableFromInline let downstream: Observer
    @usableFromInline let isIncluded: (Value) -> Bool

    @inlinable
    init(_ downstream: Observer, _ isIncluded: @escaping (Value) -> Bool) {
      self.downstream = downstream
      self.isIncluded = isIncluded
      super.init(receive: { observer, event in
        let filter = unsafeDowncast(observer, to: FilterObserver.self)
        if case .value(let value) = event.pointee, !filter.isIncluded(value) { return }
        filter.downstream.send(event.pointee)
      })
    }
  }
}
