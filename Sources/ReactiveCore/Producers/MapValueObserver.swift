extension Signal {
  /// The observer of a `map` of a property's producer started with `startWithValues`
  /// (see `ObserverLift.startValues`): one object holding the map's transform and the
  /// client's action, where the general start makes a `MapObserver` and a
  /// `ValueObserver`. Only values reach the action; terminal events are ignored, as
  /// `startWithValues` ignores them. Both closures are constants, so calling them
  /// retains nothing.
  @usableFromInline
  final class MapValueObserver<U>: Observer, @unchecked Sendable {
    @usableFromInline let transform: (Value) -> U
    @usableFromInline let valueAction: (U) -> Void

    @inlinable
    init(_ transform: @escaping (Value) -> U, _ valueAction: @escaping (U) -> Void) {
      self.transform = transform
      self.valueAction = valueAction
      super.init(receive: { observer, event in
        guard case .value(let value) = event.pointee else { return }
        let map = unsafeDowncast(observer, to: MapValueObserver.self)
        map.valueAction(map.transform(value))
      })
    }
  }
}
