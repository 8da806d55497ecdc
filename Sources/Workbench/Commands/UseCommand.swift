/// `use SERVICE BACKEND [key=value ...]`: switches a service's backend.
public struct UseCommand: ShellCommand {
  public static let name = "use"
  public static let synopsis = "use SERVICE BACKEND [key=value ...]"
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

  public init(arguments: [Token]) throws {
    guard arguments.count >= 2 else { throw Self.usage("name a service and a backend") }
    service = arguments[0].text
    backend = arguments[1].text
    options = arguments.dropFirst(2).map(\.text)
    if let bad = options.first(where: { !$0.contains("=") }) {
      throw Self.usage("options are key=value words, and \(bad) has no =")
    }
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    let directory = session.backends
    switch index {
    case 0: return directory.serviceNames
    case 1:
      guard let service = previous.first else { return [] }
      return ((try? directory.backends(of: service)) ?? []).map(\.name)
    default:
      guard previous.count >= 2 else { return [] }
      let backends = (try? directory.backends(of: previous[0])) ?? []
      let options = backends.first { $0.name == previous[1] }?.options ?? []
      return options.map { "\($0.name)=" }
    }
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
