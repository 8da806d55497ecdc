import Foundation
import ReactiveCore

/// How an offline backend answers: after its own default latency on the environment's
/// clock, or at once when `latency=` is given (the registry's fault adapter then waits
/// that long before the request starts, so the option replaces the default).
public struct Simulation: Sendable {
  /// The clock the simulated latency runs on.
  public let scheduler: any DateScheduler
  /// The `latency=` option, when given.
  public let latencyOption: TimeSpan?

  /// A simulation on `scheduler`, with the `latency=` option if one was given.
  public init(scheduler: any DateScheduler, latencyOption: TimeSpan? = nil) {
    self.scheduler = scheduler
    self.latencyOption = latencyOption
  }

  /// How long a request takes in all: the `latency=` option, else `defaultLatency`
  /// (what a backend reports as its query time).
  public func latency(default defaultLatency: TimeSpan) -> TimeSpan {
    latencyOption ?? defaultLatency
  }

  /// A simulated request: `answer` is computed when the producer starts (request time)
  /// and sent after `defaultLatency` (none when `latency=` was given). A request the
  /// fault adapter decided to fail answers with that failure instead, on the same clock.
  public func response<Value>(
    after defaultLatency: TimeSpan, _ answer: @escaping () -> Result<Value, ServiceError>
  ) -> SignalProducer<Value, ServiceError> {
    let scheduler = self.scheduler
    let delay = latencyOption == nil ? defaultLatency : .zero
    return SignalProducer { observer, lifetime in
      let result = FaultInjection.decidedFailure.map { .failure($0) } ?? answer()
      let deliver = {
        switch result {
        case .success(let value):
          observer.send(value: value)
          observer.sendCompleted()
        case .failure(let error):
          observer.send(error: error)
        }
      }
      guard delay > .zero else {
        deliver()
        return
      }
      lifetime += scheduler.schedule(
        after: scheduler.currentDate.addingTimeInterval(delay.seconds), action: deliver)
    }
  }
}
