/// `watches`: lists the watched paths.
public struct WatchesCommand: ShellCommand {
  public static let name = "watches"
  public static let help = "Lists the watched paths."

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let paths = session.watches.listing
    session.console.result(paths.isEmpty ? "nothing is watched" : paths.joined(separator: "\n"))
    return .done
  }
}
