/// What a `SessionEvent` records.
public enum SessionEventKind: Sendable, Equatable {
  /// A line typed or read from a script, the root of what it caused; `subject` is
  /// `line N`, `value` the line's text.
  case line(number: Int)
  /// A property changed to `value`; `old` is what it was, as printed.
  case changed(old: String?)
  /// A property was sent a value equal to the one it had: a binding fired, and a
  /// `skipRepeats` would have dropped it. Never shown as a change.
  case unchanged
  /// An operator stage was made; `subject` is its description (`throttle(1s)`).
  case stageCreated(stage: UInt64)
  /// A value entered an operator stage (`subject`, its description) and the stage did
  /// `fate` with it.
  case stage(stage: UInt64, fate: StageFate)
  /// A service request started; `subject` names it (`service.search("swift")`).
  case requestStarted
  /// A service request was cancelled before it ended.
  case requestCancelled
  /// A service request finished; `summary` says what came back and how long it took
  /// (`20 tweets in 300 ms`).
  case requestFinished(summary: String)
  /// A service request failed with `error`.
  case requestFailed(error: String)
  /// An action (`subject`, its path) started a run, with `value` its input.
  case actionStarted
  /// A run of an action sent `value`.
  case actionValue
  /// A run of an action failed with `error`.
  case actionFailed(error: String)
  /// A run of an action completed.
  case actionCompleted
  /// A run of an action was interrupted.
  case actionInterrupted
  /// The navigation stack changed: `subject` is the screen, `value` `pushed`/`popped`.
  case navigation
  /// A repeating timer on the session's clock fired (`subject` is `clock`, `value` its
  /// interval, `1s`): the cause of what the tick changes, itself caused by what set the
  /// timer up. Timers set up by one cause that fire together are one event.
  case clockTicked
  /// A member changed on a queue or thread the library does not own (one a plugin
  /// started itself), so what caused the change is not known: the change's cause, in
  /// place of a guessed one (`value` says where it happened).
  case causeUnknown

  /// Whether the subject is a member of the open app (a property or an action), named
  /// in the path grammar relative to the app's first screen.
  public var namesAMember: Bool {
    switch self {
    case .changed, .unchanged, .actionStarted, .actionValue, .actionFailed, .actionCompleted,
      .actionInterrupted:
      return true
    default: return false
    }
  }
}

/// What an operator stage did with a value that entered it.
public enum StageFate: String, Sendable, Equatable {
  /// Sent on downstream (`throttle` releasing a held value also passes it).
  case passed
  /// Not sent: a filter rejected it, skipRepeats saw a repeat, throttle superseded it.
  case dropped
  /// Kept to be sent later (throttle or delay scheduled it).
  case held
  /// Abandoned: flatMap(.latest) replaced the inner producer it started.
  case cancelled
}
