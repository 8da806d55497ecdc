import Foundation

/// The parsed options a backend is created from, with the environment. Fault injection
/// is applied by the registry; an offline backend times its answers with `simulation`.
public struct BackendConfiguration: Sendable {
  /// The service being configured, e.g. `todo-store`.
  public let service: String
  /// The backend being created, e.g. `live`.
  public let backend: String
  /// The scheduler and environment variables.
  public let environment: BackendEnvironment
  /// Latency and failures the registry injects into every request (from `latency=`,
  /// `fail-rate=`, `seed=`, `fail=`).
  public let faults: FaultInjection
  /// Every option given, parsed, by name (fault options included).
  public let values: [String: BackendOptionValue]

  /// A configuration from already parsed values; the fault injection is read from them.
  public init(
    service: String, backend: String, environment: BackendEnvironment,
    values: [String: BackendOptionValue] = [:]
  ) {
    self.service = service
    self.backend = backend
    self.environment = environment
    self.faults = FaultInjection(
      values: values, scheduler: environment.scheduler, requests: environment.requests,
      service: service)
    self.values = values
  }

  /// How an offline backend times its answers: its default latency, replaced by
  /// `latency=` when given.
  public var simulation: Simulation {
    Simulation(scheduler: environment.scheduler, latencyOption: faults.latency)
  }

  /// The duration option `name`, if given.
  public func duration(_ name: String) -> TimeSpan? {
    if case .duration(let span)? = values[name] { return span }
    return nil
  }

  /// The text or secret option `name`, if given.
  public func text(_ name: String) -> String? {
    switch values[name] {
    case .text(let text)?, .secret(let text)?: return text
    default: return nil
    }
  }

  /// The URL option `name`, if given.
  public func url(_ name: String) -> URL? {
    if case .url(let url)? = values[name] { return url }
    return nil
  }

  /// The integer option `name`, if given.
  public func integer(_ name: String) -> Int? {
    if case .integer(let number)? = values[name] { return number }
    return nil
  }

  /// The size option `name`, if given.
  public func size(_ name: String) -> ByteSize? {
    if case .size(let size)? = values[name] { return size }
    return nil
  }

  /// The URL option `name`; throws `.missingOption` explaining `purpose` when absent.
  public func requiredURL(_ name: String, purpose: String) throws(BackendRegistryError) -> URL {
    guard let url = url(name) else {
      throw .missingOption(service: service, backend: backend, option: name, purpose: purpose)
    }
    return url
  }

  /// A URL from the option `option`, else the environment variable `variable`, else
  /// `fallback`. A variable that is not an absolute http(s) URL is ignored.
  public func baseURL(option: String, variable: String, fallback: URL) -> URL {
    if let url = url(option) { return url }
    if let text = environment.variable(variable),
      case .url(let url)? = try? BackendOptionValue.parse(text, as: .url, option: variable)
    {
      return url
    }
    return fallback
  }
}
