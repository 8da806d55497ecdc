extension Signal {
  /// The observer a Signal's `map` stage observes its upstream with: one object holding
  /// the stage's core and the transform.
  ///
  /// A subclass rather than an `Observer` made from a closure: its `receive` has no
  /// captures, so an event reaches the transform without a closure context or a
  /// reabstraction thunk (which reloaded the event's one-byte tag with a wider load than
  /// the upstream's store, stalling the store's forwarding). A value goes on through the
  /// stage's inlined single-observer path, `SignalCore.deliverFromSend`.
  @usableFromInline
  final class MapStageObserver<U>: Observer, @unchecked Sendable {
    @usableFromInline let stage: SignalCore<U, Error>
    @usableFromInline let transform: (Value) -> U

    @inlinable
    init(_ stage: SignalCore<U, Error>, _ transform: @escaping (Value) -> U) {
      self.stage = stage
      self.transform = transform
      super.init(receive: { observer, event in
        let map = unsafeDowncast(observer, to: MapStageObserver.self)
        guard case .value(let value) = event.pointee else {
          return map.stage.deliver(event.pointee.map(map.transform))
        }
        map.stage.deliverFromSend(.value(map.transform(value)))
      })
    }
  }
}
