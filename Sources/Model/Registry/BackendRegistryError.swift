/// Why the registry refused a request, in words that name the problem and the nearest
/// valid name.
public enum BackendRegistryError: Error, Sendable, Hashable {
  /// No service has this name.
  case unknownService(String, suggestion: String?, available: [String])
  /// The service has no backend with this name.
  case unknownBackend(service: String, backend: String, suggestion: String?, available: [String])
  /// The backend has no option with this name.
  case unknownOption(
    service: String, backend: String, option: String, suggestion: String?, available: [String])
  /// An option word is not of the form `key=value`.
  case malformedOption(String)
  /// An option's value does not have the expected form (secret values are not repeated).
  case invalidOptionValue(option: String, value: String, expected: String)
  /// A secret option or a URL holds the mask (`••••`) where a secret was: a line from a
  /// saved script or an earlier session's history, which never keep secrets.
  case maskedSecret(option: String)
  /// The backend needs an option that was not given; `purpose` says what it is for.
  case missingOption(service: String, backend: String, option: String, purpose: String)
  /// The backend needs a credential (called `noun`) that none of its sources has: the
  /// option, the environment variable, the credentials file at `file`.
  case missingCredential(
    service: String, backend: String, noun: String, option: String, variable: String,
    file: String?)
  /// The credentials file could not be used.
  case credentialsFile(CredentialsFileError)
  /// The backend could not be created for another reason.
  case backendUnavailable(service: String, backend: String, reason: String)
}

extension BackendRegistryError: CustomStringConvertible {
  /// One sentence describing the problem and what would be right.
  public var description: String {
    switch self {
    case .unknownService(let name, let suggestion, let available):
      return "unknown service '\(name)'\(Self.hint(suggestion)) (services: \(Self.list(available)))"
    case .unknownBackend(let service, let backend, let suggestion, let available):
      return
        "\(service) has no backend '\(backend)'\(Self.hint(suggestion)) (backends: \(Self.list(available)))"
    case .unknownOption(let service, let backend, let option, let suggestion, let available):
      return
        "\(service) \(backend) has no option '\(option)'\(Self.hint(suggestion)) (options: \(Self.list(available)))"
    case .malformedOption(let word):
      return "'\(word)' is not an option: write key=value, e.g. latency=2s"
    case .invalidOptionValue(let option, let value, let expected):
      let shown = value.isEmpty ? "an empty value" : "'\(value)'"
      return "\(option)=: expected \(expected), got \(shown)"
    case .maskedSecret(let option):
      return
        "\(option)= holds \(SecretMasking.mask) where a secret was (saved scripts and history never keep secrets): give the secret itself"
    case .missingOption(let service, let backend, let option, let purpose):
      return "\(service) \(backend) needs \(option)= (\(purpose))"
    case .missingCredential(let service, let backend, let noun, let option, let variable, let file):
      let article = "aeiou".contains(noun.prefix(1)) ? "an" : "a"
      let places =
        file.map { "set \(variable), give \(option)=, or add a line \(variable)=… to \($0)" }
        ?? "set \(variable) or give \(option)="
      return "\(service) \(backend) needs \(article) \(noun): \(places)"
    case .credentialsFile(let error):
      return error.description
    case .backendUnavailable(let service, let backend, let reason):
      return "\(service) \(backend) could not be started: \(reason)"
    }
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
