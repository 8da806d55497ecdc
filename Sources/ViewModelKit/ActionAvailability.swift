/// What an action's rule says about one state of the view-model: the state itself, and
/// nil when the action may run or the reason it may not. An action built with
/// `Action(state:disabledWhen:execute:)` is enabled by a property of these, so its
/// `isEnabled` and the explanation the shell prints come from the same rule.
public struct ActionAvailability<State>: ExplainsAvailability {
  /// The state the rule was applied to, handed to the action's `execute`.
  public let state: State
  /// Why the action is disabled in `state`, or nil when it is enabled.
  public let reasonDisabled: String?
  /// Why the action is disabled while one of its runs is in progress.
  public let reasonWhileRunning: String?

  /// The rule's answer `reasonDisabled` for `state`, and what to say while a run is in
  /// progress.
  public init(state: State, reasonDisabled: String?, reasonWhileRunning: String? = nil) {
    self.state = state
    self.reasonDisabled = reasonDisabled
    self.reasonWhileRunning = reasonWhileRunning
  }

  /// Whether the rule lets the action run.
  public var isEnabled: Bool { reasonDisabled == nil }
}
