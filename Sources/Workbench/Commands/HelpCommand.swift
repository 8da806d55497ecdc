import TerminalText

/// `help [COMMAND]`: lists the commands, or explains one.
public struct HelpCommand: ShellCommand {
  public static let name = "help"
  public static let isReplayed = false
  public static let signature = CommandSignature([
    ArgumentSpec("COMMAND", .topic, .optional, words: HelpTopic.names)
  ])
  public static let help = """
    Lists every command, or explains COMMAND.
    help paths explains the forms of PATH.
    PATH reaches into the current view-model: searchText, executeSearch.isEnabled,
    searchResults.count, searchResults[3].favorites, searchResults[0…2].title.
    VALUE is "quoted text", a bare word, a number, true, false or nil.
    DURATION is like 1.5s, 200ms or 2m.
    """

  /// The command asked about, if any.
  let topic: String?

  public init(_ arguments: ParsedArguments) {
    topic = arguments.word("COMMAND")
  }

  public func run(in session: Session) throws -> CommandOutcome {
    if let topic, let text = HelpTopic.text(named: topic) {
      session.console.result(text)
      return .done
    }
    if let topic {
      let command = try CommandCatalog.requireCommand(named: topic)
      let aliases =
        command.aliases.isEmpty ? "" : " (also: \(command.aliases.joined(separator: ", ")))"
      let arguments = command.signature.argumentHelp.map { "\n\($0)" } ?? ""
      let text = "\(command.synopsis)\(aliases)\n\(command.help)\(arguments)"
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
