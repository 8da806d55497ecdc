/// One backend of a service, as `backends` lists it.
public struct BackendSummary: Equatable, Sendable {
  /// The name typed after `use SERVICE`.
  public let name: String
  /// One line saying what the backend is.
  public let summary: String
  /// The `key=value` options it accepts.
  public let options: [String]
  /// Whether it is the service's active backend.
  public let isActive: Bool

  /// A summary.
  public init(name: String, summary: String, options: [String], isActive: Bool) {
    self.name = name
    self.summary = summary
    self.options = options
    self.isActive = isActive
  }
}

/// The services and backends the shell can list and switch: `backends`, `use`.
public protocol BackendDirectory: AnyObject {
  /// Every service's name, sorted.
  var serviceNames: [String] { get }
  /// The backends of `service`. Throws an error naming the nearest service.
  func backendSummaries(of service: String) throws -> [BackendSummary]
  /// The active backend of `service` in one line, secrets redacted.
  func activeDescription(of service: String) throws -> String
  /// Makes `backend` (with `key=value` options) the active backend of `service`.
  /// Throws an error naming the nearest valid name; leaves the old backend on failure.
  func use(service: String, backend: String, options: [String]) throws
}
