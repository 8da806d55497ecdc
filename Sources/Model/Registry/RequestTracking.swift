import Foundation
import ReactiveCore
import Synchronization

/// The tracking of one request by `InFlightRequests`: forwards its events to the
/// request's observer, telling the registry's `RequestObserver` how it ended (at its
/// first value, which is what its caller waits for), and removes it from the set when
/// it ends or is disposed.
final class RequestTracking<Value>: @unchecked Sendable {
  private let request: TrackedRequest
  private let scheduler: any DateScheduler
  private let observer: (any RequestObserver)?
  private let untrack: Disposable
  private let hasEnded = Mutex(false)

  init(
    request: TrackedRequest, scheduler: any DateScheduler, observer: (any RequestObserver)?,
    untrack: Disposable
  ) {
    self.request = request
    self.scheduler = scheduler
    self.observer = observer
    self.untrack = untrack
    observer?.requestStarted(request)
  }

  /// Sends `event` to `downstream`, reporting the request's end first if this ends it.
  func deliver(
    _ event: Signal<Value, ServiceError>.Event, to downstream: Signal<Value, ServiceError>.Observer
  ) {
    let outcome: RequestOutcome
    switch event {
    case .value(let value): outcome = .finished(value: value, milliseconds: elapsed)
    case .completed: outcome = .finishedEmpty(milliseconds: elapsed)
    case .failed(.cancelled), .interrupted: outcome = .cancelled
    case .failed(let error): outcome = .failed(error: error, milliseconds: elapsed)
    }
    if event.isTerminating { untrack.dispose() }
    guard let observer else { return downstream.send(event) }
    guard end() else {
      return observer.requestSendsAfterEnd(request) { downstream.send(event) }
    }
    observer.requestEnded(request, outcome) { downstream.send(event) }
  }

  /// Reports a cancellation if the request had not ended when its run was disposed.
  func disposed() {
    untrack.dispose()
    guard end(), let observer else { return }
    observer.requestEnded(request, .cancelled) {}
  }

  private var elapsed: Int {
    Int((scheduler.currentDate.timeIntervalSince(request.started) * 1000).rounded())
  }

  /// Marks the end; true the first time.
  private func end() -> Bool {
    hasEnded.withLock { (ended: inout Bool) -> Bool in
      defer { ended = true }
      return !ended
    }
  }
}
