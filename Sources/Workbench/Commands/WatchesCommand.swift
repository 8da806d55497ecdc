/// `watches`: lists the watched paths.
public struct WatchesCommand: ShellCommand {
  public static let name = "watches"
  public static let synopsis = "watches"
  public static let help = "Lists the watched paths."

  public init(arguments: [Token]) throws {
    guard arguments.isEmpty else { throw Self.usage("watches takes no arguments") }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let paths = session.watches.paths
    session.console.result(paths.isEmpty ? "nothing is watched" : paths.joined(separator: "\n"))
    return .done
  }
}
