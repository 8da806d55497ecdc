import Foundation
import ReactiveCore

/// The requests of every backend of a registry that have started and not yet ended, so
/// that the shell's `cancel` can end them all: each ends at once with
/// `ServiceError.cancelled`, and its backend request (an HTTP request, a simulated
/// delay) is disposed.
public final class InFlightRequests: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellers: [UInt64: () -> Void] = [:]
  private var names: [UInt64: String] = [:]
  private var nextIdentifier: UInt64 = 0
  private var currentObserver: (any RequestObserver)?

  /// An empty set.
  public init() {}

  /// How many requests are in flight.
  public var count: Int { lock.withLock { cancellers.count } }

  /// The requests in flight, as calls (`service.search("swift")`), oldest first.
  public var inFlightNames: [String] {
    lock.withLock { names.sorted { $0.key < $1.key }.map(\.value) }
  }

  /// Told about every request's start and end from now on (nil: nobody).
  public var observer: (any RequestObserver)? {
    get { lock.withLock { currentObserver } }
    set { lock.withLock { currentObserver = newValue } }
  }

  /// Tracks the request `name` started now on `scheduler`, whose events go to
  /// `observer`: returns the observer to send them to instead, which reports the
  /// request's end. `lifetime` is the request's run: its end untracks it (a
  /// cancellation if it had not ended); `cancelAll` fails it with `.cancelled`.
  func track<Value>(
    _ name: String, on scheduler: any DateScheduler,
    observer downstream: Signal<Value, ServiceError>.Observer, lifetime: Lifetime
  ) -> Signal<Value, ServiceError>.Observer {
    var sender: Signal<Value, ServiceError>.Observer?
    let (number, requestObserver) = lock.withLock {
      nextIdentifier += 1
      names[nextIdentifier] = name
      cancellers[nextIdentifier] = { sender?.send(error: .cancelled) }
      return (nextIdentifier, currentObserver)
    }
    let untrack = AnyDisposable { [weak self] in
      _ = self?.lock.withLock {
        self?.cancellers.removeValue(forKey: number)
        self?.names.removeValue(forKey: number)
      }
    }
    let tracking = RequestTracking<Value>(
      request: TrackedRequest(number: number, name: name, started: scheduler.currentDate),
      scheduler: scheduler, observer: requestObserver, untrack: untrack)
    let reporting = Signal<Value, ServiceError>.Observer { event in
      tracking.deliver(event, to: downstream)
    }
    sender = reporting
    lifetime.observeEnded { tracking.disposed() }
    return reporting
  }

  /// Starts a backend's own work for a tracked request, through the observer (see
  /// `RequestObserver.startingBackend`).
  func startingBackend(_ start: () -> Void) {
    guard let observer else { return start() }
    observer.startingBackend(start)
  }

  /// Ends every request in flight with `ServiceError.cancelled`; returns how many.
  @discardableResult
  public func cancelAll() -> Int {
    let cancelling = lock.withLock {
      defer {
        cancellers.removeAll()
        names.removeAll()
      }
      return Array(cancellers.values)
    }
    for cancel in cancelling { cancel() }
    return cancelling.count
  }
}
