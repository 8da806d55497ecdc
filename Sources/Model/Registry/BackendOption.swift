/// One `key=value` option a backend accepts, e.g. `latency=2s` or `api-key=…`.
public struct BackendOption: Sendable, Hashable {
  /// What kind of value an option takes; decides how its text is parsed and shown.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A duration from 0 to 365 days: `2s`, `1.5s`, `200ms`, `2m`, `1h`, `1d` or `0`.
    case duration
    /// A number from 0 to 1.
    case probability
    /// Any non-empty text.
    case text
    /// Text that is never shown (API keys, tokens): listings print it redacted.
    case secret
    /// An absolute `http` or `https` URL.
    case url
    /// A whole number.
    case integer
    /// An amount of data from 1 byte to 1 GB: `4MB`, `512KB` or a number of bytes.
    case size

    /// The form a value must have, for error messages and help.
    public var expectedForm: String {
      switch self {
      case .duration: return "a duration \(TimeSpan.rangeDescription), like 2s, 1.5s, 200ms or 0"
      case .probability: return "a number from 0 to 1, like 0.25"
      case .text: return "non-empty text"
      case .secret: return "a non-empty secret"
      case .url: return "an absolute http(s) URL, like http://127.0.0.1:8080/api"
      case .integer: return "a whole number, like 42"
      case .size: return "a size \(ByteSize.rangeDescription), like 4MB, 512KB or 1000000 (bytes)"
      }
    }
  }

  /// The option's name, the part before `=`.
  public let name: String
  /// What the option does, in one line.
  public let summary: String
  /// The kind of value it takes.
  public let kind: Kind
  /// For a credential, where the backend finds it when the option is not given: the
  /// environment variable, else the credentials file's line of that name
  /// (`FLICKR_API_KEY`). What `save` names in place of a secret it leaves out.
  public let fallbackVariable: String?

  /// An option named `name` taking a `kind` value; a credential read from
  /// `fallbackVariable` when the option is not given.
  public init(name: String, summary: String, kind: Kind, fallbackVariable: String? = nil) {
    self.name = name
    self.summary = summary
    self.kind = kind
    self.fallbackVariable = fallbackVariable
  }
}
