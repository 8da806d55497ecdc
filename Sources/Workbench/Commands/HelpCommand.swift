import TerminalText

/// `help [COMMAND]`: lists the commands, or explains one.
public struct HelpCommand: ShellCommand {
  public static let name = "help"
  public static let synopsis = "help [COMMAND]"
  public static let help = """
    Lists every command, or explains COMMAND.
    PATH reaches into the current view-model: searchText, executeSearch.isEnabled,
    searchResults.count, searchResults[3].favorites.
    VALUE is "quoted text", a bare word, a number, true, false or nil.
    DURATION is like 1.5s, 200ms or 2m.
    """

  /// The command asked about, if any.
  let topic: String?

  public init(arguments: [Token]) throws {
    guard arguments.count <= 1 else { throw Self.usage() }
    topic = arguments.first?.text
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    index == 0 ? CommandCatalog.names : []
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if let topic {
      let command = try CommandCatalog.requireCommand(named: topic)
      let aliases =
        command.aliases.isEmpty ? "" : " (also: \(command.aliases.joined(separator: ", ")))"
      let text = "\(command.synopsis)\(aliases)\n\(command.help)"
      session.console.result(
        TextFitting.wrappedLines(text, width: session.console.width).joined(separator: "\n"))
      return .done
    }
    let rows = CommandCatalog.all.map { command in
      [command.synopsis, command.help.split(separator: "\n").first.map(String.init) ?? ""]
    }
    let lines =
      ["Commands (help COMMAND for more):"]
      + ColumnTable(rows: rows).render(width: session.console.width)
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }
}
