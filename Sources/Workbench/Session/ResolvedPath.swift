import Inspection
import ViewModelKit

/// What a PATH leads to in the focused view-model, and which properties its value
/// depends on (so that a watch can follow it).
public struct ResolvedPath {
  /// The thing at the end of the path.
  public enum Target {
    /// A property.
    case property(InspectableProperty)
    /// An action.
    case action(InspectableAction)
    /// A view-model (an item of a list, or a child).
    case viewModel(any ViewModel)
    /// A computed value such as a list's `count` or a list item that is not a view-model.
    case value(Any)
  }

  /// The path as typed.
  public let path: MemberPath
  /// What it leads to.
  public let target: Target
  /// The view-model whose member the path's last member is (`searchResults[0]` for
  /// `searchResults[0].isVisible`, the root for `loggedInUser.firstName`).
  public let owner: any ViewModel
  /// Every property read along the way: a change in any of them may change the value.
  public let dependencies: [InspectableProperty]

  /// The current value at the path; an action reads as its state.
  public var value: Any {
    switch target {
    case .property(let property): return property.currentValue
    case .action(let action): return ActionState(action: action)
    case .viewModel(let viewModel): return viewModel
    case .value(let value): return value
    }
  }

  /// The value as the shell prints it.
  public var renderedValue: String {
    ValueFormatter.describe(value)
  }

  /// The values of the rows of a range on one line, as trace folds rows: `61, 64, 70`.
  public static func folded(_ rows: [ResolvedPath]) -> String {
    rows.map(\.renderedValue).joined(separator: ", ")
  }
}

/// An action's state as `get` prints it: `enabled, idle`.
public struct ActionState: CustomStringConvertible {
  /// The action.
  let action: InspectableAction

  /// "enabled, idle", "disabled, executing", and with the reason its rule gives:
  /// "disabled (searchText must be longer than 3 characters), idle".
  public var description: String {
    let availability = reason.map { "disabled (\($0))" } ?? (isEnabled ? "enabled" : "disabled")
    return "\(availability), \(isExecuting ? "executing" : "idle")"
  }

  /// "enabled, idle" or "disabled, executing", without the reason.
  public var briefDescription: String {
    "\(isEnabled ? "enabled" : "disabled"), \(isExecuting ? "executing" : "idle")"
  }

  /// Why the action is disabled while it is idle, as its rule says; nil when enabled,
  /// running, or when it has no reason to give.
  public var reason: String? {
    isEnabled || isExecuting ? nil : action.reasonDisabled
  }

  private var isEnabled: Bool { (action.enabledProperty.currentValue as? Bool) == true }
  private var isExecuting: Bool { (action.executingProperty.currentValue as? Bool) == true }
}
