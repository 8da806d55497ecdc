/// `backends [SERVICE]`: lists the registered backends, the active ones marked.
public struct BackendsCommand: ShellCommand {
  public static let name = "backends"
  public static let signature = CommandSignature([ArgumentSpec("SERVICE", .service, .optional)])
  public static let help = """
    Lists the service backends, the active ones marked *.
    Shows every service (or SERVICE) with the options each backend accepts. Every backend takes latency=DURATION, fail-rate=0..1,
    seed=N and fail=MESSAGE for fault injection.
    """

  /// The service asked about, if any.
  let service: String?

  public init(_ arguments: ParsedArguments) {
    service = arguments.word("SERVICE")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let directory = try BackendLookup.directory(of: session)
    let services = service.map { [$0] } ?? directory.serviceNames
    var lines: [String] = []
    for service in services {
      let backends = try BackendLookup.call { try directory.backends(of: service) }
      let active = try BackendLookup.call { try directory.activeDescription(of: service) }
      lines.append("\(session.console.styled(service, .name))  (active: \(active))")
      let width = backends.map(\.name.count).max() ?? 0
      for backend in backends {
        let marker = backend.isActive ? "*" : " "
        let options =
          backend.options.isEmpty
          ? "" : "  [\(backend.options.map { "\($0.name)=" }.joined(separator: " "))]"
        lines.append(
          "  \(marker) \(backend.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(backend.summary)\(session.console.styled(options, .dim))"
        )
      }
    }
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }
}
