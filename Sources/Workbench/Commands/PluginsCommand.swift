/// `plugins`: lists the plugins that loaded (name, version, path, what each registered)
/// and those that did not, with the reason.
public struct PluginsCommand: ShellCommand {
  public static let name = "plugins"
  public static let synopsis = "plugins"
  public static let help =
    "Lists the plugins loaded at start-up and what each registered, then those that did not load and why."

  public init(arguments: [Token]) throws {
    guard arguments.isEmpty else { throw Self.usage("plugins takes no arguments") }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    session.console.result(session.plugins.text)
    return .done
  }
}
