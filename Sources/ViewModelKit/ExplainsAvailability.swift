/// The value of an action's enabling property when it can say why the action is
/// disabled. The shell looks for it through ReactiveCore's inspection door; an action
/// enabled by a plain `Bool` (a plugin written in ReactiveSwift style) has no reason.
public protocol ExplainsAvailability {
  /// Why the action is disabled, or nil when its rule lets it run.
  var reasonDisabled: String? { get }
  /// What to say while a run is in progress (an action never runs twice at once), or nil
  /// for the shell's generic wording.
  var reasonWhileRunning: String? { get }
}
