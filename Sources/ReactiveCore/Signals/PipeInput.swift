extension Signal {
  /// A pipe's input observer (see `Signal.pipe`): one object holding the pipe's core,
  /// whose `receive` sends into it. When it is released the pipe is interrupted, as in
  /// ReactiveSwift: nothing can send into it any more.
  ///
  /// A subclass rather than an `Observer` made from a closure: its `receive` has no
  /// captures, so an event reaches the core without a closure context or a
  /// reabstraction thunk (which reloaded the event's one-byte tag with a wider load than
  /// the sender's store, stalling the store's forwarding).
  @usableFromInline
  final class PipeInput: Observer, @unchecked Sendable {
    @usableFromInline let core: SignalCore<Value, Error>

    @inlinable
    init(_ core: SignalCore<Value, Error>) {
      self.core = core
      super.init(receive: { observer, event in
        unsafeDowncast(observer, to: PipeInput.self).core.send(event.pointee)
      })
    }

    deinit {
      core.send(.interrupted)
    }
  }
}
