/// The credential pattern of live backends, declared once: the secret comes from an
/// option (`api-key=`), else an environment variable (`FLICKR_API_KEY`), and the backend
/// remembers which, so its summary and its errors name the source truthfully.
public struct CredentialOption: Sendable, Hashable {
  /// The `use` option, e.g. `api-key`.
  public let option: String
  /// The environment variable, e.g. `FLICKR_API_KEY`.
  public let variable: String
  /// What the credential is called in summaries, e.g. `key` or `token`.
  public let noun: String
  /// How requests carry it.
  public let placement: Credential.Placement

  /// A credential read from `option`, else `variable`, called `noun`, sent as
  /// `placement`.
  public init(option: String, variable: String, noun: String, placement: Credential.Placement) {
    self.option = option
    self.variable = variable
    self.noun = noun
    self.placement = placement
  }

  /// The secret option the backend accepts.
  public var backendOption: BackendOption {
    BackendOption(name: option, summary: "the \(noun) (instead of \(variable))", kind: .secret)
  }

  /// The credential in `configuration`: the option if given, else the environment
  /// variable; nil when neither is set.
  public func credential(in configuration: BackendConfiguration) -> Credential? {
    if let secret = configuration.text(option) {
      return Credential(secret: secret, source: .option(option), placement: placement)
    }
    if let secret = configuration.environment.variable(variable) {
      return Credential(secret: secret, source: .environment(variable), placement: placement)
    }
    return nil
  }

  /// Where the credential comes from in `configuration`, for the backend summary:
  /// `key from FLICKR_API_KEY`, `key from the api-key= option`, or, when neither is set,
  /// `no key: set FLICKR_API_KEY or api-key=`.
  public func sourceSummary(in configuration: BackendConfiguration) -> String {
    guard let credential = credential(in: configuration) else {
      return "no \(noun): set \(variable) or \(option)="
    }
    return "\(noun) from \(credential.source.name)"
  }
}
