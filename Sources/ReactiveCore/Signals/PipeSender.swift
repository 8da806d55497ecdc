/// What a pipe's input observer sends through: when the input observer is released,
/// so is this, and the pipe is interrupted, as in ReactiveSwift.
@usableFromInline
final class PipeSender<Value, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline let core: SignalCore<Value, Error>

  @inlinable
  init(_ core: SignalCore<Value, Error>) {
    self.core = core
  }

  deinit {
    core.send(.interrupted)
  }
}
