import Foundation
import ReactiveCore

/// Latency and failures injected into every request of a backend, from the options every
/// backend accepts: `latency=DURATION`, `fail-rate=0..1` with `seed=N`, `fail=MESSAGE`.
public struct FaultInjection: Sendable {
  /// The options every backend accepts, added to each definition by the registry.
  public static let options: [BackendOption] = [
    BackendOption(
      name: "latency",
      summary:
        "delay before each answer (replaces a simulated backend's default; \(TimeSpan.rangeDescription))",
      kind: .duration),
    BackendOption(
      name: "fail-rate", summary: "fraction of requests that fail (0 to 1)", kind: .probability),
    BackendOption(
      name: "seed", summary: "seed for fail-rate's random choices (default 0)", kind: .integer),
    BackendOption(name: "fail", summary: "make every request fail with this message", kind: .text),
  ]

  /// No injected latency or failures.
  public static let none = FaultInjection()

  /// The latency to use instead of the backend's default, if set.
  public let latency: TimeSpan?
  /// The fraction of requests that fail with `.injectedFault`.
  public let failRate: Double
  /// The seed of the random choices behind `failRate`.
  public let seed: UInt64
  /// When set, every request fails with `.injectedFault(failMessage)`.
  public let failMessage: String?
  private let random: SeededRandomNumberGenerator

  /// Fault injection with the given settings; random failures are deterministic for a
  /// given seed.
  public init(
    latency: TimeSpan? = nil, failRate: Double = 0, seed: UInt64 = 0, failMessage: String? = nil
  ) {
    self.latency = latency
    self.failRate = failRate
    self.seed = seed
    self.failMessage = failMessage
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// Fault injection read from the parsed fault options.
  public init(values: [String: BackendOptionValue]) {
    var latency: TimeSpan?
    var failRate = 0.0
    var seed: UInt64 = 0
    var failMessage: String?
    if case .duration(let span)? = values["latency"] { latency = span }
    if case .probability(let rate)? = values["fail-rate"] { failRate = rate }
    if case .integer(let number)? = values["seed"] { seed = UInt64(bitPattern: Int64(number)) }
    if case .text(let message)? = values["fail"] { failMessage = message }
    self.init(latency: latency, failRate: failRate, seed: seed, failMessage: failMessage)
  }

  /// The latency a request waits: the `latency=` option, else `defaultLatency`.
  public func effectiveLatency(default defaultLatency: TimeSpan) -> TimeSpan {
    latency ?? defaultLatency
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

  /// `request` with faults applied: after the latency (on `scheduler`) it either fails
  /// with an injected fault or starts `request`. Disposing during the latency cancels.
  public func apply<Value>(
    to request: SignalProducer<Value, ServiceError>, defaultLatency: TimeSpan = .zero,
    on scheduler: any DateScheduler
  ) -> SignalProducer<Value, ServiceError> {
    let delay = effectiveLatency(default: defaultLatency)
    return SignalProducer { observer, lifetime in
      let failure = nextFailure()
      let proceed = {
        if let failure {
          observer.send(error: failure)
        } else {
          lifetime += request.start(observer)
        }
      }
      if delay > .zero {
        lifetime += scheduler.schedule(
          after: scheduler.currentDate.addingTimeInterval(delay.seconds), action: proceed)
      } else {
        proceed()
      }
    }
  }

  /// A simulated request: `answer` is computed when the producer starts (request time),
  /// and delivered after the latency on `scheduler`, unless a fault is injected.
  public func simulatedResponse<Value>(
    defaultLatency: TimeSpan, on scheduler: any DateScheduler,
    _ answer: @escaping () -> Result<Value, ServiceError>
  ) -> SignalProducer<Value, ServiceError> {
    let faults = self
    return SignalProducer { observer, lifetime in
      let result = answer()
      lifetime += faults.apply(
        to: SignalProducer(result: result), defaultLatency: defaultLatency, on: scheduler
      )
      .start(observer)
    }
  }
}
