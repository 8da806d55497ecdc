/// `use SERVICE BACKEND [key=value ...]`: switches a service's backend.
public struct UseCommand: ShellCommand {
  public static let name = "use"
  public static let signature = CommandSignature([
    ArgumentSpec("SERVICE", .service), ArgumentSpec("BACKEND", .backend),
    ArgumentSpec("key=value", .backendOption, .zeroOrMore),
  ])
  public static let help = """
    Switches SERVICE to BACKEND.
    Options such as latency=2s, fail-rate=0.5 seed=7, fail=boom configure it. The next request of every view-model uses it.
    A failed use leaves the previous backend active.
    """

  /// The service.
  let service: String
  /// The backend.
  let backend: String
  /// Its `key=value` options.
  let options: [String]

  public init(_ arguments: ParsedArguments) throws {
    service = try arguments.required("SERVICE", arguments.word)
    backend = try arguments.required("BACKEND", arguments.word)
    options = arguments.words("key=value")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let directory = try BackendLookup.directory(of: session)
    try BackendLookup.call {
      try directory.use(service: service, backend: backend, options: options)
    }
    let active = try BackendLookup.call { try directory.activeDescription(of: service) }
    session.console.result("\(service) now uses \(active)")
    return .done
  }
}
