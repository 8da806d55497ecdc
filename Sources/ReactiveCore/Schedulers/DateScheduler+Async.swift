import Foundation

extension DateScheduler {
  /// Suspends the task for `interval` on this scheduler's clock (virtual time on a
  /// `TestScheduler`). Throws `CancellationError` if the task is cancelled.
  public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0))
    async throws
  {
    precondition(interval.timeInterval >= 0, "sleep(for:) needs an interval of zero or more")
    try Task.checkCancellation()
    var ticks = timer(interval: interval, leeway: leeway).makeAsyncIterator()
    _ = await ticks.next()
    try Task.checkCancellation()
  }

  /// Suspends the task until `deadline` on this scheduler's clock.
  public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
    try await sleep(
      for: .interval(max(0, deadline.timeIntervalSince(currentDate))), leeway: leeway)
  }

  /// The scheduler's current date every `interval`, from one interval from now, until
  /// the stream's consumer stops.
  public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0))
    -> AsyncStream<Date>
  {
    precondition(interval.timeInterval >= 0, "timer needs an interval of zero or more")
    return AsyncStream { continuation in
      let disposable = schedule(after: interval, interval: interval, leeway: leeway) {
        continuation.yield(self.currentDate)
      }
      let box = UncheckedBox(disposable)
      continuation.onTermination = { _ in box.value?.dispose() }
    }
  }
}
