import Model
import TerminalText

/// `backends [SERVICE]`: lists the registered backends, the active ones marked.
public struct BackendsCommand: ShellCommand {
  public static let name = "backends"
  public static let signature = CommandSignature(
    [ArgumentSpec("SERVICE", .service, .optional)],
    flags: [FlagSpec("--samples", summary: "list what the offline data holds instead (samples)")])
  public static let help = """
    Lists the service backends, the active ones marked *.
    Shows every service (or SERVICE) with the options each backend accepts. Every backend takes latency=DURATION, fail-rate=0..1,
    seed=N and fail=MESSAGE for fault injection.
    With --samples, lists what the offline data holds instead, like samples.
    """

  /// The service asked about, if any.
  let service: String?
  /// Whether to list the samples of the offline data.
  let listsSamples: Bool

  public init(_ arguments: ParsedArguments) {
    service = arguments.word("SERVICE")
    listsSamples = arguments.has("--samples")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if listsSamples {
      return try SamplesCommand(service: service).run(in: session)
    }
    let directory = try BackendLookup.directory(of: session)
    let services = service.map { [$0] } ?? directory.serviceNames
    let console = session.console
    var lines: [String] = []
    for service in services {
      let backends = try BackendLookup.call { try directory.backends(of: service) }
      let active = try BackendLookup.call { try directory.activeDescription(of: service) }
      lines.append("\(console.styled(service, .name))  (active: \(Self.setting(active, backends)))")
      var rows: [[String]] = []
      for backend in backends {
        rows.append(["\(backend.isActive ? "*" : " ") \(backend.name)", backend.summary])
        if !backend.options.isEmpty {
          let names = backend.options.map { "\($0.name)=" }.joined(separator: " ")
          rows.append(["", "[\(names)]"])
        }
      }
      lines += ColumnTable(rows: rows).render(width: console.width) { text, position in
        rows[position.row][0].isEmpty ? console.styled(text, .dim) : text
      }
    }
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }

  /// The active backend with its options, without the summary its row below shows.
  private static func setting(_ description: String, _ backends: [BackendListing]) -> String {
    guard let active = backends.first(where: \.isActive),
      description.hasSuffix(": " + active.summary)
    else { return description }
    return String(description.dropLast(active.summary.count + 2))
  }
}
