import Foundation

extension TestScheduler {
  /// Runs the actions due now, without moving the clock, letting other tasks run
  /// before each action: for async tests whose work hops through tasks.
  @MainActor
  public func advance() async {
    await advance(toMicroseconds: elapsedMicroseconds)
  }

  /// Moves the clock forward by `interval`, as `advance(by:)` does, letting other tasks
  /// run before each action.
  @MainActor
  public func advance(by interval: DispatchTimeInterval) async {
    await advance(toMicroseconds: target(afterMicroseconds: Self.microseconds(in: interval)))
  }

  /// Moves the clock forward by `interval` seconds, as `advance(by:)` does, letting
  /// other tasks run before each action.
  @MainActor
  public func advance(by interval: TimeInterval) async {
    await advance(
      toMicroseconds: target(afterMicroseconds: Self.microseconds(inSeconds: interval)))
  }

  /// Moves the clock to `date`, as `advance(to:)` does, letting other tasks run before
  /// each action.
  @MainActor
  public func advance(to date: Date) async {
    await advance(toMicroseconds: microseconds(at: date))
  }

  /// Runs every queued action, as `run()` does, letting other tasks run before each,
  /// and leaves the clock at `Date.distantFuture`.
  @MainActor
  public func run() async {
    await advance(to: .distantFuture)
  }

  @MainActor
  private func advance(toMicroseconds target: Int64) async {
    await Self.yieldToOtherTasks()
    while runNextAction(dueBy: target) {
      await Self.yieldToOtherTasks()
    }
    finishAdvance(at: target)
  }

  /// Gives tasks that are ready a chance to run (and schedule work) first.
  private static func yieldToOtherTasks() async {
    for _ in 0..<10 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
