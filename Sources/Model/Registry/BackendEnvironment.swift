import Foundation
import ReactiveCore

/// What every backend is created with: the clock its simulated latencies run on and the
/// environment variables it reads credentials and base URLs from.
public struct BackendEnvironment: Sendable {
  /// The scheduler that latencies and delayed deliveries run on. The shell passes a
  /// stable proxy it can switch between real and virtual time; tests pass a
  /// `TestScheduler`.
  public let scheduler: any DateScheduler
  /// Environment variables (e.g. `FLICKR_API_KEY`), read when a backend is created.
  public let variables: [String: String]

  /// An environment with the given scheduler and variables (by default the process's
  /// environment).
  public init(
    scheduler: any DateScheduler,
    variables: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.scheduler = scheduler
    self.variables = variables
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
