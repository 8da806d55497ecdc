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

  /// An environment with the given scheduler and variables (by default the process's
  /// environment), whose live responses arrive on `responseDelivery`.
  public init(
    scheduler: any DateScheduler,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    requests: InFlightRequests = InFlightRequests(),
    responseDelivery: (any Scheduler)? = nil
  ) {
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
