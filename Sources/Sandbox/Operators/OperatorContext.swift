import ReactiveCore

/// What every operator may use besides its arguments: the host's scheduler (the
/// session's clock), which stands in for Swift's `on: scheduler` argument.
struct OperatorContext {
  /// The scheduler timed operators run on.
  let scheduler: DateScheduler
}
