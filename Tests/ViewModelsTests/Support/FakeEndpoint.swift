import Foundation
import Model
import ReactiveCore

/// One endpoint of a scripted fake service: answers each request after a virtual
/// latency on a `TestScheduler`, records every request and every cancellation, and
/// fails the requests it is told to fail.
final class FakeEndpoint<Value>: @unchecked Sendable {
  private let scheduler: TestScheduler
  private let lock = NSLock()
  private var _latency: TimeInterval
  private var _latencies: [String: TimeInterval] = [:]
  private var _failure: ServiceError?
  private var _failures: [String: ServiceError] = [:]
  private var _requests: [String] = []
  private var _cancelled: [String] = []
  private let answer: (String) -> Result<Value, ServiceError>

  /// An endpoint answering `answer(request)` after `latency` seconds.
  init(
    scheduler: TestScheduler, latency: TimeInterval,
    answer: @escaping (String) -> Result<Value, ServiceError>
  ) {
    self.scheduler = scheduler
    _latency = latency
    self.answer = answer
  }

  /// Seconds before a request is answered.
  var latency: TimeInterval {
    get { lock.withLock { _latency } }
    set { lock.withLock { _latency = newValue } }
  }

  /// Makes requests from now on fail with `error` (nil: answer normally).
  var failure: ServiceError? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }

  /// Makes requests for `request` take `latency` seconds.
  func setLatency(_ latency: TimeInterval, for request: String) {
    lock.withLock { _latencies[request] = latency }
  }

  /// Makes requests for `request` fail with `error`.
  func fail(_ request: String, with error: ServiceError) {
    lock.withLock { _failures[request] = error }
  }

  /// Every request started, in order.
  var requests: [String] { lock.withLock { _requests } }

  /// Every request disposed before it was answered, in order.
  var cancelled: [String] { lock.withLock { _cancelled } }

  /// A cold producer for `request`: nothing is recorded until it starts.
  func producer(for request: String) -> SignalProducer<Value, ServiceError> {
    SignalProducer { observer, lifetime in
      let (delay, result) = self.lock.withLock {
        () -> (TimeInterval, Result<Value, ServiceError>?) in
        self._requests.append(request)
        let failure = self._failures[request] ?? self._failure
        return (self._latencies[request] ?? self._latency, failure.map { .failure($0) })
      }
      let outcome = result ?? self.answer(request)
      let isAnswered = ManagedFlag()
      lifetime += self.scheduler.schedule(
        after: self.scheduler.currentDate.addingTimeInterval(delay)
      ) {
        isAnswered.set()
        switch outcome {
        case .success(let value):
          observer.send(value: value)
          observer.sendCompleted()
        case .failure(let error):
          observer.send(error: error)
        }
      }
      lifetime.observeEnded {
        if !isAnswered.isSet { self.lock.withLock { self._cancelled.append(request) } }
      }
    }
  }
}

/// A flag set once, readable from any thread.
final class ManagedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  /// Whether `set()` has been called.
  var isSet: Bool { lock.withLock { value } }

  /// Sets the flag.
  func set() { lock.withLock { value = true } }
}
