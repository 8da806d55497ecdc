extension Signal {
  /// The observer a Signal's `filter` stage observes its upstream with: one object
  /// holding the stage's core and the predicate (a subclass for the reasons
  /// `MapStageObserver` gives).
  @usableFromInline
  final class FilterStageObserver: Observer, @unchecked Sendable {
    @usableFromInline let stage: SignalCore<Value, Error>
    @usableFromInline let isIncluded: (Value) -> Bool

    @inlinable
    init(_ stage: SignalCore<Value, Error>, _ isIncluded: @escaping (Value) -> Bool) {
      self.stage = stage
      self.isIncluded = isIncluded
      super.init(receive: { observer, event in
        let filter = unsafeDowncast(observer, to: FilterStageObserver.self)
        guard case .value(let value) = event.pointee else {
          return filter.stage.deliver(event.pointee)
        }
        if filter.isIncluded(value) { filter.stage.deliverFromSend(.value(value)) }
      })
    }
  }
}
