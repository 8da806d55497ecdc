import ViewModels

/// Resolves a path that must lead to a command.
enum CommandLookup {
  /// The command at `path`, or an error naming the commands there are (and the
  /// nearest of them to a name that is not a member at all).
  static func command(at path: MemberPath, from root: AnyObject) throws -> InspectableCommand {
    if path.segments.count == 1, case .member(let name) = path.segments[0],
      Inspection.member(named: name, of: root) == nil
    {
      let commands = commandNames(of: root)
      throw ShellError(
        "\(TypeName.of(type(of: root))) has no command '\(name)'"
          + "\(DidYouMean.hint(for: name, in: commands)) (\(listing(commands)))")
    }
    let resolved = try PathResolver.resolve(path, from: root)
    guard case .command(let command) = resolved.target else {
      throw ShellError("\(path) is not a command; \(listing(commandNames(of: root)))")
    }
    return command
  }

  private static func commandNames(of root: AnyObject) -> [String] {
    Inspection.members(of: root).filter { $0.command != nil }.map(\.name)
  }

  private static func listing(_ commands: [String]) -> String {
    commands.isEmpty
      ? "this view-model has no commands" : "commands: \(commands.joined(separator: ", "))"
  }

  /// Why a command is disabled when its view-model does not say.
  static func defaultReason(_ command: InspectableCommand) -> String {
    (command.executingProperty.currentValue as? Bool) == true
      ? "it is already executing (wait for it)"
      : "its enabling condition does not hold"
  }
}
