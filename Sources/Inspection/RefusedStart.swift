/// Whether an action refused a run while `InspectableAction.start` was starting it: an
/// action that is disabled fails the run with `.disabled` at once, on the starting thread,
/// before `start` returns, so `start` can throw instead of reporting an event.
final class RefusedStart: @unchecked Sendable {
  /// True until `start` has returned from starting the run.
  var isStarting = true
  /// Whether the run failed with `.disabled` while it was being started.
  var wasRefused = false
}
