extension Signal {
  /// An observer of values only (`observeValues`, `startWithValues`): one object
  /// holding the client's closure, where `Observer(value:)` needs an observer and a
  /// closure context holding its four optional handlers.
  @usableFromInline
  final class ValueObserver: Observer, @unchecked Sendable {
    @usableFromInline let valueAction: (Value) -> Void

    @inlinable
    init(_ valueAction: @escaping (Value) -> Void) {
      self.valueAction = valueAction
      super.init(receive: { observer, event in
        guard case .value(let value) = event.pointee else { return }
        unsafeDowncast(observer, to: ValueObserver.self).valueAction(value)
      })
    }
  }
}
