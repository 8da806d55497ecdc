/// The disposable of a run that has already ended when its start returns (a producer
/// that sends its events at once): disposing it has nothing left to do. Shared, so such
/// a run allocates no disposable.
@usableFromInline
final class FinishedDisposable: Disposable, @unchecked Sendable {
  /// The one instance.
  @usableFromInline static let shared = FinishedDisposable()

  /// Always true: the run has ended.
  @usableFromInline var isDisposed: Bool { true }

  private init() {}

  /// Does nothing.
  @usableFromInline func dispose() {}
}
