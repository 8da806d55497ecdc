/// A backend that can be registered for a service: its name, what it is, the options it
/// accepts (besides the fault options every backend accepts) and how to create it.
public struct BackendDefinition<Service>: Sendable {
  /// The backend's name in `use SERVICE BACKEND`, e.g. `fixture` or `live`.
  public let name: String
  /// What the backend is, in one line, as listings show it.
  public let summary: String
  /// The backend's own options; `latency`, `fail-rate`, `seed` and `fail` are added by
  /// the registry.
  public let options: [BackendOption]
  /// What an instance created from a configuration is, in one line (for the active
  /// backend: where its credential came from, say).
  public let describe: @Sendable (BackendConfiguration) -> String
  /// Creates an instance from parsed options. Throw a `BackendRegistryError` (e.g.
  /// `.missingOption`, `.missingCredential`) when the backend cannot work, so `use`
  /// refuses it and the active backend stays. Faults are not its business: the
  /// registry applies the service's fault adapter to what it returns.
  public let make: @Sendable (BackendConfiguration) throws -> Service
  /// What the backend's own data holds, worth trying, computed from that data; nil for a
  /// backend without data of its own (a live one).
  public let samples: (@Sendable () -> [BackendSampleList])?
  /// Whether its instances act outside the session (a server, a file): time travel,
  /// which replays a session's lines into a fresh session, refuses to replay a line that
  /// chooses such a backend rather than repeat its effects.
  public let reachesOutside: Bool

  /// A backend definition; `describe` says what an instance is when its options change
  /// that (nil: the summary); `samples` lists what its offline data holds;
  /// `reachesOutside` says that it writes or asks something outside the session.
  public init(
    name: String, summary: String, options: [BackendOption] = [],
    describe: (@Sendable (BackendConfiguration) -> String?)? = nil,
    samples: (@Sendable () -> [BackendSampleList])? = nil, reachesOutside: Bool = false,
    make: @escaping @Sendable (BackendConfiguration) throws -> Service
  ) {
    self.name = name
    self.summary = summary
    self.options = options
    self.describe = { describe?($0) ?? summary }
    self.samples = samples
    self.reachesOutside = reachesOutside
    self.make = make
  }

  /// A live backend over HTTP: `http` declares its endpoint, credential and timeout
  /// (their options are added to `options`), and `make` builds the instance from the
  /// resulting connection. Summaries say where the credential comes from.
  public init(
    name: String, summary: String, http: HTTPBackendSettings, options: [BackendOption] = [],
    make: @escaping @Sendable (HTTPConnection, BackendConfiguration) throws -> Service
  ) {
    self.name = name
    self.summary = http.summary(summary, in: nil)
    self.options = http.options + options
    self.describe = { http.summary(summary, in: $0) }
    self.samples = nil
    self.reachesOutside = true
    self.make = { configuration in try make(http.connection(in: configuration), configuration) }
  }
}
