import Foundation
import ReactiveCore

/// Latency and failures injected into every request of a backend, from the options every
/// backend accepts: `latency=DURATION`, `fail-rate=0..1` with `seed=N`, `fail=MESSAGE`.
///
/// The registry applies it to every backend through the service's fault adapter (see
/// `ServiceKey`), so a backend needs no fault code of its own.
public struct FaultInjection: Sendable {
  /// The options every backend accepts, added to each definition by the registry.
  public static let options: [BackendOption] = [
    BackendOption(
      name: "latency",
      summary:
        "delay before each request (replaces a simulated backend's default; \(TimeSpan.rangeDescription))",
      kind: .duration),
    BackendOption(
      name: "fail-rate", summary: "fraction of requests that fail (0 to 1)", kind: .probability),
    BackendOption(
      name: "seed", summary: "seed for fail-rate's random choices (default 0)", kind: .integer),
    BackendOption(name: "fail", summary: "make every request fail with this message", kind: .text),
  ]

  /// The failure the adapter has decided for the request being started, visible while
  /// that request starts so the shared parts can honour it faithfully: a simulation
  /// answers with it after its usual latency, the HTTP client fails without sending.
  @TaskLocal static var decidedFailure: ServiceError?

  /// The latency to wait before each request, if set (it replaces a simulated backend's
  /// default latency).
  public let latency: TimeSpan?
  /// The fraction of requests that fail with `.injectedFault`.
  public let failRate: Double
  /// The seed of the random choices behind `failRate`.
  public let seed: UInt64
  /// When set, every request fails with `.injectedFault(failMessage)`.
  public let failMessage: String?
  /// The clock the latency runs on.
  public let scheduler: any DateScheduler
  /// Where each request is tracked while it runs, so that `cancel` can end it.
  public let requests: InFlightRequests?
  private let random: SeededRandomNumberGenerator

  /// Fault injection with the given settings on `scheduler`; random failures are
  /// deterministic for a given seed.
  public init(
    latency: TimeSpan? = nil, failRate: Double = 0, seed: UInt64 = 0, failMessage: String? = nil,
    scheduler: any DateScheduler, requests: InFlightRequests? = nil
  ) {
    self.latency = latency
    self.failRate = failRate
    self.seed = seed
    self.failMessage = failMessage
    self.scheduler = scheduler
    self.requests = requests
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// Fault injection read from the parsed fault options, on `scheduler`, tracking its
  /// requests in `requests`.
  public init(
    values: [String: BackendOptionValue], scheduler: any DateScheduler,
    requests: InFlightRequests? = nil
  ) {
    var latency: TimeSpan?
    var failRate = 0.0
    var seed: UInt64 = 0
    var failMessage: String?
    if case .duration(let span)? = values["latency"] { latency = span }
    if case .probability(let rate)? = values["fail-rate"] { failRate = rate }
    if case .integer(let number)? = values["seed"] { seed = UInt64(bitPattern: Int64(number)) }
    if case .text(let message)? = values["fail"] { failMessage = message }
    self.init(
      latency: latency, failRate: failRate, seed: seed, failMessage: failMessage,
      scheduler: scheduler, requests: requests)
  }

  /// The failure to inject into the next request, if any (draws one random number when
  /// a fail rate is set).
  public func nextFailure() -> ServiceError? {
    if let failMessage { return .injectedFault(failMessage) }
    guard failRate > 0 else { return nil }
    if random.nextUnitValue() < failRate {
      return .injectedFault("random failure (fail-rate=\(failRate), seed=\(seed))")
    }
    return nil
  }

  /// `observer`, made to receive what a backend answers in the scheduler's context when
  /// the scheduler is a `SerialDateScheduler` (the shell's clock): an answer arriving
  /// from elsewhere is scheduled onto it, with the cause current where it arrived, and
  /// so is every later one while one waits, so the order holds. An answer not delivered
  /// yet is withdrawn when `lifetime` ends (the request was disposed).
  func delivering<Value>(
    to observer: Signal<Value, ServiceError>.Observer, lifetime: Lifetime
  ) -> Signal<Value, ServiceError>.Observer {
    guard let serial = scheduler as? any SerialDateScheduler else { return observer }
    let waiting = Atomic(0)
    return Signal<Value, ServiceError>.Observer { event in
      let mustHop = waiting.modify { (count: inout Int) -> Bool in
        guard count > 0 || !serial.isCurrent else { return false }
        count += 1
        return true
      }
      guard mustHop else { return observer.send(event) }
      lifetime += serial.schedule {
        waiting.modify { $0 -= 1 }
        observer.send(event)
      }
    }
  }

  /// `request` with faults applied, what a service's fault adapter does to each call.
  /// When started, it decides the request's fate, waits the latency (if set) and starts
  /// `request`. A request decided to fail ends with the injected failure whatever the
  /// backend answers (after the backend's simulated latency, without touching the
  /// network, when it uses the shared simulation and HTTP client). Disposing cancels;
  /// so does `requests.cancelAll()`, which ends it with `ServiceError.cancelled`.
  /// `name` says what the request asks for, as a call (`service.search("swift")`),
  /// for the requests' observer (by default, the type of its answer).
  public func inject<Value>(
    into request: SignalProducer<Value, ServiceError>,
    named name: @autoclosure @escaping () -> String = "request for \(Value.self)"
  ) -> SignalProducer<Value, ServiceError> {
    let faults = self
    return SignalProducer { downstream, lifetime in
      let observer =
        faults.requests?.track(
          name(), on: faults.scheduler, observer: downstream, lifetime: lifetime)
        ?? downstream
      let failure = faults.nextFailure()
      // A doomed request ends with the failure, whatever the backend sends.
      let recipient =
        failure.map { failure in
          Signal<Value, ServiceError>.Observer { event in
            if case .interrupted = event {
              observer.sendInterrupted()
            } else {
              observer.send(error: failure)
            }
          }
        } ?? observer
      let answers = faults.delivering(to: recipient, lifetime: lifetime)
      let proceed: () -> Void = {
        let start = {
          let run = Self.$decidedFailure.withValue(failure) { request.start(answers) }
          lifetime += run
        }
        guard let requests = faults.requests else { return start() }
        requests.startingBackend(start)
      }
      guard let latency = faults.latency, latency > .zero else {
        proceed()
        return
      }
      lifetime += faults.scheduler.schedule(
        after: faults.scheduler.currentDate.addingTimeInterval(latency.seconds), action: proceed)
    }
  }
}
