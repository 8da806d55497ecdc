/// One thing ReactiveCore reports to an installed `ReactiveInstrument`: what happened
/// (`kind`), its identifier, and its cause, the event that was being delivered on this
/// thread (or was current when the work now running was scheduled) when it happened.
///
/// Subjects are identified by `ObjectIdentifier`: a property by
/// `ReactiveInspection.changeSubject(of:)`, an action by its own identity. An event
/// keeps no subject alive.
@_spi(Inspection)
public struct ReactiveEvent {
  /// Identifies an event, unique and increasing in the order identifiers were taken.
  public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier's number, starting at 1.
    public let rawValue: UInt64

    /// An identifier with the number `rawValue`.
    public init(rawValue: UInt64) {
      self.rawValue = rawValue
    }

    /// Orders identifiers by number.
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` and the number, as the log will print it.
    public var description: String { "#\(rawValue)" }
  }

  /// What a stage did with a value that entered it.
  public enum Fate: Equatable, Sendable {
    /// Sent on downstream.
    case passed
    /// Not sent (a filter rejected it, skipRepeats saw a repeat, throttle superseded it).
    case dropped
    /// Kept to be sent later (throttle or delay scheduled it).
    case held
    /// Abandoned (flatMap(.latest) replaced the inner producer it belonged to).
    case cancelled
  }

  /// How a started producer ended.
  public enum ProducerEnd: Sendable {
    /// It completed.
    case completed
    /// It failed.
    case failed
    /// It was interrupted (disposed, or interrupted upstream).
    case interrupted
  }

  /// What happened.
  public enum Kind {
    /// A property's value changed from `old` to `new` (sent, even if equal).
    case propertyChanged(property: ObjectIdentifier, old: Any, new: Any)
    /// An operator stage was created; `description` is short (`map`, `throttle(1s)`),
    /// `inputs` what feeds it, in the operator's order (the receiver first).
    case stageCreated(stage: UInt64, description: String, inputs: [StageInput])
    /// The stage `stage` is gone: the last of its signal and its observers was released,
    /// so no value will enter it again. Its pipeline ended with the objects that held it
    /// (a view-model that was left, a finished run).
    case stageReleased(stage: UInt64)
    /// A `<~` binding was made: the stage `stage` (described `<~`) writes what it
    /// passes into the property whose change subject is `target`.
    case bindingCreated(stage: UInt64, target: ObjectIdentifier)
    /// A value entered a stage, and what the stage did with it. Whatever the stage
    /// sends on for a `passed` value, and what a `held` value schedules, has this
    /// event as its cause.
    case stageValue(stage: UInt64, value: Any, fate: Fate)
    /// The stage `stage` sent `value` on for the value it passed, this event's cause,
    /// where what it sends is not what came in (a `map`'s result, a `combineLatest`'s
    /// pair): reported inside that pass, before the value is delivered.
    case stageSent(stage: UInt64, value: Any)
    /// An action started a run with `input`.
    case actionStarted(action: ObjectIdentifier, input: Any)
    /// A run of an action sent a value.
    case actionValue(action: ObjectIdentifier, value: Any)
    /// A run of an action failed with `error`.
    case actionFailed(action: ObjectIdentifier, error: any Error)
    /// A run of an action completed.
    case actionCompleted(action: ObjectIdentifier)
    /// A run of an action was interrupted.
    case actionInterrupted(action: ObjectIdentifier)
    /// A producer was started; `run` identifies this start among all others.
    case producerStarted(run: UInt64)
    /// The disposable of a started producer was disposed before the run ended.
    case producerDisposed(run: UInt64)
    /// A started producer ended.
    case producerEnded(run: UInt64, how: ProducerEnd)
  }

  /// This event's identifier.
  public let id: ID
  /// The event during whose delivery this one happened, if any.
  public let cause: ID?
  /// What happened.
  public let kind: Kind

  /// An event; ReactiveCore makes these, tests and tools may too.
  public init(id: ID, cause: ID?, kind: Kind) {
    self.id = id
    self.cause = cause
    self.kind = kind
  }
}
