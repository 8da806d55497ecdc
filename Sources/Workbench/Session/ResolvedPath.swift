import ViewModels

/// What a PATH leads to in the focused view-model, and which properties its value
/// depends on (so that a watch can follow it).
public struct ResolvedPath {
  /// The thing at the end of the path.
  public enum Target {
    /// A property.
    case property(InspectableProperty)
    /// A command.
    case command(InspectableCommand)
    /// A view-model (an item of a list, or a child).
    case viewModel(AnyObject)
    /// A computed value such as a list's `count` or a list item that is not a view-model.
    case value(Any)
  }

  /// The path as typed.
  public let path: MemberPath
  /// What it leads to.
  public let target: Target
  /// Every property read along the way: a change in any of them may change the value.
  public let dependencies: [InspectableProperty]

  /// The current value at the path; a command reads as its state.
  public var value: Any {
    switch target {
    case .property(let property): return property.currentValue
    case .command(let command): return CommandState(command: command)
    case .viewModel(let viewModel): return viewModel
    case .value(let value): return value
    }
  }

  /// The value as the shell prints it.
  public var renderedValue: String {
    ValueFormatter.describe(value)
  }
}

/// A command's state as `get` prints it: `enabled, idle`.
public struct CommandState: CustomStringConvertible {
  /// The command.
  let command: InspectableCommand

  /// "enabled, idle", "disabled, executing".
  public var description: String {
    let enabled = (command.enabledProperty.currentValue as? Bool) == true
    let executing = (command.executingProperty.currentValue as? Bool) == true
    return "\(enabled ? "enabled" : "disabled"), \(executing ? "executing" : "idle")"
  }
}
