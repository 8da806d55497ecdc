/// What feeds an operator stage, as reported in `ReactiveEvent.Kind.stageCreated`: the
/// declared topology of a pipeline, known when the stage is made (before any value
/// flows through it).
@_spi(Inspection)
public enum StageInput: Hashable, Sendable {
  /// Another stage, by the identifier its own `stageCreated` carried.
  case stage(UInt64)
  /// A property's changes, by its change subject
  /// (`ReactiveInspection.changeSubject(of:)`).
  case property(ObjectIdentifier)
  /// The runs of an action (its `events`, `values`, `errors` or `completed`).
  case action(ObjectIdentifier)
  /// Something ReactiveCore cannot name: a pipe, a producer's own signal, a stage made
  /// before the instrument was installed. Its edge is learnt from the values seen.
  case unknown
}
