import Foundation

/// Where a live backend sends its requests, declared once: either an API root that an
/// option or environment variable may override, or an endpoint that must be given.
public enum EndpointOption: Sendable, Hashable {
  /// `base-url=`, else the environment variable `variable`, else `fallback`.
  case overridable(variable: String, fallback: URL, describing: String)
  /// The option `option`, required, listed with `summary`; `purpose` says what it is,
  /// with an example, when it is missing.
  case required(option: String, summary: String, purpose: String)

  /// The option as backends list it.
  public var backendOption: BackendOption {
    switch self {
    case .overridable(let variable, let fallback, let what):
      return BackendOption(
        name: "base-url",
        summary: "\(what) (instead of \(variable) or \(fallback.host ?? fallback.absoluteString))",
        kind: .url)
    case .required(let option, let summary, _):
      return BackendOption(name: option, summary: summary, kind: .url)
    }
  }

  /// The URL in `configuration`; throws `.missingOption` when a required one is missing.
  public func url(in configuration: BackendConfiguration) throws(BackendRegistryError) -> URL {
    switch self {
    case .overridable(let variable, let fallback, _):
      return configuration.baseURL(option: "base-url", variable: variable, fallback: fallback)
    case .required(let option, _, let purpose):
      return try configuration.requiredURL(option, purpose: purpose)
    }
  }
}
