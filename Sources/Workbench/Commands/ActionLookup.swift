import Inspection
import ViewModelKit

/// Resolves a path that must lead to a view-model's action (what `run`, `wait` and
/// `cancel` take).
enum ActionLookup {
  /// The action at `path`, or an error naming the actions there are (and the nearest of
  /// them to a name that is not a member at all).
  static func action(at path: MemberPath, from root: any ViewModel) throws -> InspectableAction {
    if path.segments.count == 1, case .member(let name) = path.segments[0],
      Inspection.member(named: name, of: root) == nil
    {
      let actions = actionNames(of: root)
      throw ShellError(
        "\(root.typeName) has no action '\(name)'"
          + "\(DidYouMean.hint(for: name, in: actions)) (\(listing(actions)))")
    }
    let resolved = try PathResolver.resolve(path, from: root)
    guard case .action(let action) = resolved.target else {
      throw ShellError("\(path) is not an action; \(listing(actionNames(of: root)))")
    }
    return action
  }

  private static func actionNames(of root: any ViewModel) -> [String] {
    Inspection.members(of: root).filter { $0.action != nil }.map(\.name)
  }

  private static func listing(_ actions: [String]) -> String {
    actions.isEmpty
      ? "this view-model has no actions" : "actions: \(actions.joined(separator: ", "))"
  }

  /// Why `action` is disabled: the reason its rule gives, or, for an action built from a
  /// plain `Bool`, what can be told from its state.
  static func reasonDisabled(_ action: InspectableAction) -> String {
    if let reason = action.reasonDisabled { return reason }
    return (action.executingProperty.currentValue as? Bool) == true
      ? "it is already executing (wait for it)"
      : "its enabling condition does not hold"
  }
}
