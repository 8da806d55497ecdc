/// Something that can be disposed of: a subscription, a scheduled action, a running
/// producer. Disposing twice is harmless: the second call does nothing.
public protocol Disposable: AnyObject, Sendable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }

  /// Releases what this disposable holds. Only the first call has an effect.
  func dispose()
}
