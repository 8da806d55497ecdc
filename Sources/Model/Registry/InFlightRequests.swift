import Foundation
import ReactiveCore

/// The requests of every backend of a registry that have started and not yet ended, so
/// that the shell's `cancel` can end them all: each ends at once with
/// `ServiceError.cancelled`, and its backend request (an HTTP request, a simulated
/// delay) is disposed.
public final class InFlightRequests: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellers: [UInt64: () -> Void] = [:]
  private var nextIdentifier: UInt64 = 0

  /// An empty set.
  public init() {}

  /// How many requests are in flight.
  public var count: Int { lock.withLock { cancellers.count } }

  /// Tracks a request until the returned disposable is disposed; `cancel` ends it.
  func track(cancel: @escaping () -> Void) -> Disposable {
    let identifier = lock.withLock {
      nextIdentifier += 1
      cancellers[nextIdentifier] = cancel
      return nextIdentifier
    }
    return AnyDisposable { [weak self] in
      _ = self?.lock.withLock { self?.cancellers.removeValue(forKey: identifier) }
    }
  }

  /// Ends every request in flight with `ServiceError.cancelled`; returns how many.
  @discardableResult
  public func cancelAll() -> Int {
    let cancelling = lock.withLock {
      defer { cancellers.removeAll() }
      return Array(cancellers.values)
    }
    for cancel in cancelling { cancel() }
    return cancelling.count
  }
}
