import ViewModels

/// Resolves a path that must lead to a command.
enum CommandLookup {
  /// The command at `path`, or an error naming the commands there are.
  static func command(at path: MemberPath, from root: AnyObject) throws -> InspectableCommand {
    let resolved = try PathResolver.resolve(path, from: root)
    guard case .command(let command) = resolved.target else {
      let commands = Inspection.members(of: root).filter { $0.command != nil }.map(\.name)
      let list =
        commands.isEmpty
        ? "this view-model has no commands" : "commands: \(commands.joined(separator: ", "))"
      throw ShellError("\(path) is not a command; \(list)")
    }
    return command
  }

  /// Why a command is disabled when its view-model does not say.
  static func defaultReason(_ command: InspectableCommand) -> String {
    (command.executingProperty.currentValue as? Bool) == true
      ? "it is already executing (wait for it)"
      : "its enabling condition does not hold"
  }
}
