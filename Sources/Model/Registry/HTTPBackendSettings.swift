/// The parts every live HTTP backend shares, declared once per backend: where requests
/// go, the credential if it needs one, `timeout=` and `max-response=`. The registry
/// lists their options and builds the `HTTPConnection` the backend is made from.
public struct HTTPBackendSettings: Sendable, Hashable {
  /// Where requests go.
  public let endpoint: EndpointOption
  /// The credential, if the API needs one.
  public let credential: CredentialOption?

  /// Settings for a backend sending to `endpoint`, with `credential` if it needs one.
  public init(endpoint: EndpointOption, credential: CredentialOption? = nil) {
    self.endpoint = endpoint
    self.credential = credential
  }

  /// The options these settings add: the credential's, the endpoint's, `timeout=`,
  /// `max-response=` and `record=`.
  public var options: [BackendOption] {
    (credential.map { [$0.backendOption] } ?? []) + [
      endpoint.backendOption, TimeoutOption.option, ResponseSizeOption.option,
      RecordingOption.option,
    ]
  }

  /// The connection `configuration` asks for: one `HTTPClient` with the timeout, the
  /// size limit, the credential, the recorder (`record=`, deferred in a rebuilt session),
  /// the environment's live responses and response delivery, and the endpoint's URL. Throws when an option
  /// cannot work, and when the credential is needed and found nowhere (a backend that
  /// cannot work is refused at `use`, not at its first request).
  public func connection(in configuration: BackendConfiguration) throws(BackendRegistryError)
    -> HTTPConnection
  {
    let timeout = try TimeoutOption.timeout(in: configuration)
    let url = try endpoint.url(in: configuration)
    var authentication: Result<Credential, ServiceError>?
    if let credential {
      if let found = try credential.credential(in: configuration) {
        authentication = .success(found)
      } else if credential.isRequired {
        throw credential.missing(in: configuration)
      }
    }
    let limit = ResponseSizeOption.limit(in: configuration)
    let environment = configuration.environment
    // A rebuilt session sends nothing, so it records nothing, until a branch started in
    // it sends requests again: its recorder touches the directory only then.
    let recorder = try RecordingOption.recorder(
      in: configuration, baseURL: url,
      deferred: environment.liveResponses?.isReplaying == true)
    let keeping = environment.liveResponses.map {
      LiveResponses.Keeping(
        $0, service: configuration.service, backend: configuration.backend, baseURL: url,
        scheduler: environment.scheduler)
    }
    let client =
      if let delivery = environment.responseDelivery {
        HTTPClient(
          timeout: timeout, maxResponseSize: limit, credential: authentication,
          recorder: recorder, keeping: keeping, deliveringOn: delivery)
      } else {
        HTTPClient(
          timeout: timeout, maxResponseSize: limit, credential: authentication,
          recorder: recorder, keeping: keeping)
      }
    return HTTPConnection(client: client, baseURL: url)
  }

  /// `summary` with where the credential comes from: in listings (no configuration)
  /// `… (key from SERVICE_API_KEY or the credentials file)`, for an active backend the
  /// truth for its options.
  public func summary(_ summary: String, in configuration: BackendConfiguration?) -> String {
    guard let credential else { return summary }
    guard let configuration else {
      let optional = credential.isRequired ? "" : "optional "
      return
        "\(summary) (\(optional)\(credential.noun) from \(credential.variable) or the credentials file)"
    }
    return "\(summary) (\(credential.sourceSummary(in: configuration)))"
  }
}
