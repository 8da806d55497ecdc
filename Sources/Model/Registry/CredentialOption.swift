/// The credential pattern of live backends, declared once: the secret comes from an
/// option (`api-key=`), else an environment variable (`SERVICE_API_KEY`), else the line
/// of that name in the credentials file, and the backend remembers which, so its
/// summary and its errors name the source truthfully.
public struct CredentialOption: Sendable, Hashable {
  /// The `use` option, e.g. `api-key`.
  public let option: String
  /// The environment variable, e.g. `SERVICE_API_KEY`.
  public let variable: String
  /// What the credential is called in summaries, e.g. `key` or `token`.
  public let noun: String
  /// How requests carry it.
  public let placement: Credential.Placement
  /// Whether the backend is refused without it; an optional credential is sent when
  /// found and left out otherwise (a public API that serves more to a signed-in user).
  public let isRequired: Bool

  /// A credential read from `option`, else `variable`, called `noun`, sent as
  /// `placement`; `isRequired: false` lets the backend work without one.
  public init(
    option: String, variable: String, noun: String, placement: Credential.Placement,
    isRequired: Bool = true
  ) {
    self.option = option
    self.variable = variable
    self.noun = noun
    self.placement = placement
    self.isRequired = isRequired
  }

  /// The secret option the backend accepts.
  public var backendOption: BackendOption {
    BackendOption(
      name: option,
      summary: isRequired
        ? "the \(noun) (instead of \(variable))"
        : "an optional \(noun) (instead of \(variable); public data needs none)",
      kind: .secret, fallbackVariable: variable)
  }

  /// The credential in `configuration`: the option if given, else the environment
  /// variable, else the credentials file (read only then); nil when none has it. Throws
  /// `.credentialsFile` when the file had to be read and others may read it, or it
  /// cannot be read.
  public func credential(in configuration: BackendConfiguration) throws(BackendRegistryError)
    -> Credential?
  {
    if let secret = configuration.text(option) {
      return Credential(secret: secret, source: .option(option), placement: placement)
    }
    if let secret = configuration.environment.variable(variable) {
      return Credential(secret: secret, source: .environment(variable), placement: placement)
    }
    guard let file = configuration.environment.credentialsFile else { return nil }
    do {
      guard let secret = try file.value(of: variable) else { return nil }
      return Credential(secret: secret, source: .file(path: file.path), placement: placement)
    } catch {
      throw .credentialsFile(error)
    }
  }

  /// The refusal when `configuration` has no credential: where one may be given.
  public func missing(in configuration: BackendConfiguration) -> BackendRegistryError {
    .missingCredential(
      service: configuration.service, backend: configuration.backend, noun: noun, option: option,
      variable: variable, file: configuration.environment.credentialsFile?.path)
  }

  /// Where the credential comes from in `configuration`, for the backend summary:
  /// `key from SERVICE_API_KEY`, `key from the api-key= option`, `key from the
  /// credentials file PATH`, or, when none has it, `no key: set SERVICE_API_KEY or
  /// api-key=`.
  public func sourceSummary(in configuration: BackendConfiguration) -> String {
    guard let credential = try? credential(in: configuration) else {
      guard isRequired else { return "no \(noun): public data only" }
      return "no \(noun): set \(variable) or \(option)="
    }
    return "\(noun) from \(credential.source.name)"
  }
}
