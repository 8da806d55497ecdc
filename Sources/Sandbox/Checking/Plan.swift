/// A checked pipeline, ready to build: where its values come from, and which library
/// calls make it.
indirect enum Plan {
  /// The sandbox value `name`, as it is when the pipeline is built.
  case value(String)
  /// An app member.
  case member(SandboxMember)
  /// A property read as its producer, started for this pipeline.
  case stream(PlannedValue)
  /// An operator applied.
  case operation(PlannedOperation)
}

/// A plan and the type its result will have.
struct PlannedValue {
  /// How to build it.
  let plan: Plan
  /// What it will be.
  let type: SandboxValueType
}

/// One operator applied: the form chosen, its receiver and other sources (already read
/// as streams for a stream form), and its checked arguments.
struct PlannedOperation {
  /// The form of the operator.
  let form: OperatorForm
  /// What it is applied to.
  let receiver: PlannedValue
  /// The other properties or streams it takes (`merge(with:)`'s).
  let sources: [PlannedValue]
  /// The rest of its arguments.
  let arguments: OperatorArguments
  /// The result's type.
  let type: SandboxValueType
}
