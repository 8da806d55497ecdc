extension Signal {
  /// The observer a producer's `map` starts its source with (see `lift(_:observing:)`):
  /// one object holding the observer it sends to and the transform, where an
  /// `Observer` made from a closure needs the observer and a closure context.
  @usableFromInline
  final class MapObserver<U>: Observer, @unchecked Sendable {
    @usableFromInline let downstream: Signal<U, Error>.Observer
    @usableFromInline let transform: (Value) -> U

    @inlinable
    init(_ downstream: Signal<U, Error>.Observer, _ transform: @escaping (Value) -> U) {
      self.downstream = downstream
      self.transform = transform
      super.init(receive: { observer, event in
        let map = unsafeDowncast(observer, to: MapObserver.self)
        map.downstream.send(event.pointee.map(map.transform))
      })
    }
  }
}
