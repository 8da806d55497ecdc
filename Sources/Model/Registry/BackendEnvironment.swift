import Foundation
import ReactiveCore

/// What every backend is created with: the clock its simulated latencies run on, the
/// environment variables it reads credentials and base URLs from, the registry-wide
/// set of requests in flight (which `cancel` ends), and where live responses arrive.
public struct BackendEnvironment: Sendable {
  /// The scheduler that latencies and delayed deliveries run on. The shell passes a
  /// stable proxy it can switch between real and virtual time; tests pass a
  /// `TestScheduler`.
  public let scheduler: any DateScheduler
  /// Environment variables (e.g. `SERVICE_API_KEY`), read when a backend is created.
  public let variables: [String: String]
  /// Every request started through a backend of this environment and not yet ended.
  public let requests: InFlightRequests
  /// Where every live backend's HTTP client delivers what the network answers (each
  /// response and failure); nil for a serial queue of each client's own.
  public let responseDelivery: (any Scheduler)?
  /// Where live backends keep what they receive for time travel (and where a rebuilt
  /// session's are answered from); nil to keep nothing.
  public let liveResponses: LiveResponses?

  /// An environment with the given scheduler and variables (by default the process's
  /// environment), whose live responses arrive on `responseDelivery` and are kept in
  /// `liveResponses`.
  public init(
    scheduler: any DateScheduler,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    requests: InFlightRequests = InFlightRequests(),
    responseDelivery: (any Scheduler)? = nil, liveResponses: LiveResponses? = nil
  ) {
    self.liveResponses = liveResponses
    self.scheduler = scheduler
    self.variables = variables
    self.requests = requests
    self.responseDelivery = responseDelivery
  }

  /// The credentials file these variables point to
  /// (`${XDG_CONFIG_HOME:-$HOME/.config}/mvvm/credentials`), nil when neither is set.
  public var credentialsFile: CredentialsFile? {
    CredentialsFile.location(in: variables)
  }

  /// The variable `name`, or nil when it is unset or empty.
  public func variable(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }
}
