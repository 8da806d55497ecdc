@_spi(Inspection) import ReactiveCore

extension Action {
  /// An action enabled while `rule` returns nil for the current `state`, and disabled
  /// (for the reason `rule` returns) otherwise; like ReactiveCore's
  /// `Action(state:enabledIf:execute:)`, it is also disabled while it runs. The rule is
  /// the only place the condition is written, so the reason shown for a disabled action
  /// can never disagree with `isEnabled`. `whileRunning` says why it is disabled during
  /// a run.
  public convenience init<State: PropertyProtocol>(
    state: State,
    disabledWhen rule: @escaping (State.Value) -> String?,
    whileRunning: String? = nil,
    execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    // The rule is the action's own plumbing: `isEnabled` changes with the state's cause.
    let availability = state.unreportedMap {
      ActionAvailability(state: $0, reasonDisabled: rule($0), reasonWhileRunning: whileRunning)
    }
    self.init(state: availability, enabledIf: \.isEnabled) { availability, input in
      execute(availability.state, input)
    }
  }
}
