import Model
import TerminalText

/// `samples [SERVICE]`: what the offline data holds, worth trying.
public struct SamplesCommand: ShellCommand {
  public static let name = "samples"
  public static let signature = CommandSignature([ArgumentSpec("SERVICE", .service, .optional)])
  public static let help = """
    Lists what the offline data holds, worth trying.
    So nothing has to be guessed: searches with what each finds, accounts with their posts, as each backend's data holds them.
    Computed from the bundled data itself; the same as backends SERVICE --samples.
    """
  public static let isReplayed = false

  /// The service asked about, if any.
  let service: String?

  public init(_ arguments: ParsedArguments) {
    service = arguments.word("SERVICE")
  }

  /// The listing for `service`, or every service.
  init(service: String?) {
    self.service = service
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(try Self.listing(service: service, in: session).joined(separator: "\n"))
    return .done
  }

  /// The lines listing the samples of `service` (or of every service).
  static func listing(service asked: String?, in session: Session) throws -> [String] {
    let directory = try BackendLookup.directory(of: session)
    let console = session.console
    var lines: [String] = []
    for service in asked.map({ [$0] }) ?? directory.serviceNames {
      let backends = try BackendLookup.call { try directory.samples(of: service) }
      if backends.isEmpty, asked != nil {
        lines.append("\(console.styled(service, .name)): no offline data to list")
      }
      for (backend, lists) in backends {
        for list in lists where !list.samples.isEmpty {
          lines.append("\(console.styled(list.title, .name))  (\(service) \(backend))")
          let rows = list.samples.map { ["  \($0.text)", $0.finds] }
          lines += ColumnTable(rows: rows).render(width: console.width)
        }
      }
    }
    return lines
  }
}
