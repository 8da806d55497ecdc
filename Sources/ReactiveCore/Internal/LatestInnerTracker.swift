/// What a reporting `flatMap(.latest)` remembers to report a cancellation: the input
/// value whose inner producer is running, so that a newer value replacing it reports
/// that one as `cancelled`.
final class LatestInnerTracker: @unchecked Sendable {
  private struct Running {
    let token: UInt64
    let value: Any
  }

  private let report: StageReport
  private let cancelsPrevious: Bool
  private let state = Locked<(last: UInt64, running: Running?)>((0, nil))

  /// A tracker reporting to `report`; only `.latest` (`cancelsPrevious`) cancels.
  init(_ report: StageReport, cancelsPrevious: Bool) {
    self.report = report
    self.cancelsPrevious = cancelsPrevious
  }

  /// Records that `value` starts an inner producer, reporting the one it replaces as
  /// cancelled; returns the token `ended(_:)` takes.
  func starting(_ value: Any) -> UInt64 {
    let (token, replaced) = state.withLock { state -> (UInt64, Running?) in
      state.last += 1
      defer { state.running = Running(token: state.last, value: value) }
      return (state.last, state.running)
    }
    if cancelsPrevious, let replaced { report.cancel(replaced.value) }
    return token
  }

  /// Records that the inner producer started for `token` has ended.
  func ended(_ token: UInt64) {
    state.withLock { state in
      if state.running?.token == token { state.running = nil }
    }
  }
}
