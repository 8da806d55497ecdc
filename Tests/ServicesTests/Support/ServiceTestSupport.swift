import Foundation
import LoginBackends
import Model
import ReactiveCore
import Testing
import TwitterBackends

@testable import FlickrBackends

/// A registry with every backend registered, on a virtual clock, with only the given
/// environment variables.
func makeRegistry(
  scheduler: TestScheduler = TestScheduler(), variables: [String: String] = [:]
) -> BackendRegistry {
  let registry = BackendRegistry(
    environment: BackendEnvironment(scheduler: scheduler, variables: variables))
  FlickrBackends.register(with: registry)
  TwitterBackends.register(with: registry)
  LoginBackends.register(with: registry)
  return registry
}

/// What a producer sent, collected as it happens (thread-safe).
final class ProducerProbe<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValues: [Value] = []
  private var storedError: ServiceError?
  private var storedTerminated = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// The values received so far.
  var values: [Value] { lock.withLock { storedValues } }
  /// The failure, if the producer failed.
  var error: ServiceError? { lock.withLock { storedError } }
  /// Whether any terminating event arrived.
  var isTerminated: Bool { lock.withLock { storedTerminated } }
  /// The single value or the error.
  var result: Result<Value, ServiceError>? {
    lock.withLock {
      if let storedError { return .failure(storedError) }
      return storedValues.first.map { .success($0) }
    }
  }

  /// Starts `producer`, collecting its events; returns the run's disposable.
  @discardableResult
  func start(_ producer: SignalProducer<Value, ServiceError>) -> Disposable {
    producer.start { [self] event in
      switch event {
      case .value(let value): lock.withLock { storedValues.append(value) }
      case .failed(let error): finish { storedError = error }
      case .completed, .interrupted: finish {}
      }
    }
  }

  private func finish(_ update: () -> Void) {
    let resumed = lock.withLock {
      update()
      storedTerminated = true
      defer { waiters.removeAll() }
      return waiters
    }
    resumed.forEach { $0.resume() }
  }

  /// Waits until the producer terminates or `deadline` seconds pass (a hang guard,
  /// never a timing assertion). Returns whether it terminated.
  func waitForTermination(deadline: TimeInterval = 60) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let alreadyDone = lock.withLock {
        if storedTerminated { return true }
        waiters.append(continuation)
        return false
      }
      if alreadyDone { continuation.resume() }
      DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [self] in
        let pending = lock.withLock {
          defer { waiters.removeAll() }
          return waiters
        }
        pending.forEach { $0.resume() }
      }
    }
    return isTerminated
  }
}

/// Starts `producer` and waits (bounded) for its result; a producer that has not ended
/// when the wait gives up is a test failure that says so.
func result<Value: Sendable>(
  of producer: SignalProducer<Value, ServiceError>, deadline: TimeInterval = 60,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Value, ServiceError>? {
  let probe = ProducerProbe<Value>()
  probe.start(producer)
  if await !probe.waitForTermination(deadline: deadline) {
    let sent = probe.values.count
    Issue.record(
      "gave up after \(Int(deadline)) s waiting for the producer to end; it sent \(sent) values",
      sourceLocation: sourceLocation)
  }
  return probe.result
}

/// The result of a fixture producer once the virtual clock has run every scheduled action.
func virtualResult<Value: Sendable>(
  of producer: SignalProducer<Value, ServiceError>, on scheduler: TestScheduler
) -> Result<Value, ServiceError>? {
  let probe = ProducerProbe<Value>()
  probe.start(producer)
  // Not `run()`: it leaves the clock at the distant future, where the next fixture's
  // latency would never fall due.
  while let next = scheduler.nextActionDate { scheduler.advance(to: next) }
  return probe.result
}

extension Result {
  /// The failure, if any.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The success value, if any.
  var success: Success? {
    try? get()
  }
}

/// `options` with a generous `timeout=` unless one is given: a loopback test that is not
/// about deadlines must not fail when the suite's stress tests, running beside it on two
/// cores, starve its threads past the default 15 s.
func patient(_ options: [String]) -> [String] {
  options.contains { $0.hasPrefix("timeout=") } ? options : options + ["timeout=120s"]
}
