/// `plugins`: lists the plugins that loaded (name, version, path, what each registered)
/// and those that did not, with the reason.
public struct PluginsCommand: ShellCommand {
  public static let name = "plugins"
  public static let help = """
    Lists the plugins loaded at start-up.
    Each with its version, path and what it registered; then those that did not load, and why.
    """

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.wholeResult(session.plugins.report.text)
    return .done
  }
}
