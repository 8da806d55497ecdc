/// `help [COMMAND]`: lists the commands, or explains one.
public struct HelpCommand: ShellCommand {
  public static let name = "help"
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
      session.console.result("\(command.synopsis)\(aliases)\n\(command.help)\(arguments)")
      return .done
    }
    let width = CommandCatalog.all.map { $0.synopsis.count }.max() ?? 0
    var lines = ["Commands (help COMMAND for more):"]
    for command in CommandCatalog.all {
      let summary = command.help.split(separator: "\n").first.map(String.init) ?? ""
      lines.append(
        "  \(command.synopsis.padding(toLength: width, withPad: " ", startingAt: 0))  \(summary)")
    }
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }
}
