import Foundation

/// A scheduler with a virtual clock: time moves only when a test calls `advance` or
/// `run`, and scheduled actions run on the calling thread, in date order (ties in the
/// order they were scheduled). Makes delays, throttles and timeouts deterministic.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
  private struct ScheduledAction {
    let date: Date
    let sequence: UInt64
    let action: () -> Void
    let disposable: AnyDisposable
  }

  private struct State {
    var currentDate: Date
    var nextSequence: UInt64 = 0
    var queue = TestSchedulerQueue<ScheduledAction>()
  }

  private let state: Locked<State>

  /// A scheduler whose clock starts at `startDate`.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    state = Locked(State(currentDate: startDate))
  }

  /// The virtual now.
  public var currentDate: Date { state.withLock { $0.currentDate } }

  /// How many actions are waiting to run.
  public var pendingActionCount: Int { state.withLock { $0.queue.count } }

  /// The date of the next action waiting to run, if any.
  public var nextActionDate: Date? { state.withLock { $0.queue.firstDate() } }

  /// Queues `action` to run at the current virtual time, on the next `advance`.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    enqueue(at: nil, action)
  }

  /// Queues `action` to run when the clock reaches `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    enqueue(at: date, action)
  }

  /// Queues `action` to run at `date`, then every `interval` until disposed.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    let repeating = SerialDisposable()
    let step = interval.timeInterval
    precondition(step > 0 && step.isFinite, "a repeating interval must be positive")
    // The queued step holds the scheduler weakly: a timer nobody disposes must not keep
    // a scheduler that is otherwise gone alive through its own queue.
    func scheduleNext(on scheduler: TestScheduler, at date: Date) {
      repeating.inner = scheduler.enqueue(at: date) { [weak scheduler] in
        action()
        if let scheduler { scheduleNext(on: scheduler, at: date.addingTimeInterval(step)) }
      }
    }
    scheduleNext(on: self, at: date)
    return repeating
  }

  /// Queues `action`; disposing the returned disposable takes it out of the queue, so
  /// that it no longer counts as pending nor holds what it captured.
  private func enqueue(at date: Date?, _ action: @escaping () -> Void) -> Disposable {
    let sequence = state.withLock { state in
      defer { state.nextSequence += 1 }
      return state.nextSequence
    }
    let disposable = AnyDisposable { [weak self] in self?.remove(sequence) }
    state.withLock { state in
      let item = ScheduledAction(
        date: max(date ?? state.currentDate, state.currentDate),
        sequence: sequence, action: action, disposable: disposable)
      state.queue.insert(item, at: item.date, sequence: sequence)
    }
    return disposable
  }

  private func remove(_ sequence: UInt64) {
    // The removed action is returned, and so released, outside the lock: what it
    // captured may dispose other actions as it goes.
    _ = state.withLock { state -> ScheduledAction? in
      state.queue.remove(sequence: sequence)
    }
  }

  /// Runs the actions due now, without moving the clock.
  public func advance() {
    advance(to: currentDate)
  }

  /// Moves the clock forward by `interval`, running every action that falls due.
  public func advance(by interval: DispatchTimeInterval) {
    advance(by: interval.timeInterval)
  }

  /// Moves the clock forward by `interval` seconds, running every action that falls due.
  public func advance(by interval: TimeInterval) {
    advance(to: currentDate.addingTimeInterval(interval))
  }

  /// Moves the clock to `date`, running every action due by then in date order; the
  /// clock reads each action's date while it runs. Never moves the clock backwards.
  public func advance(to date: Date) {
    while let next = popAction(dueBy: date) {
      if !next.disposable.isDisposed { next.action() }
    }
    state.withLock { $0.currentDate = max($0.currentDate, date) }
  }

  /// Runs every queued action, including those they schedule, moving the clock as far
  /// as needed. Do not use with repeating timers: they never run out.
  public func run() {
    while let next = popAction(dueBy: .distantFuture) {
      if !next.disposable.isDisposed { next.action() }
    }
  }

  private func popAction(dueBy date: Date) -> ScheduledAction? {
    state.withLock { state in
      guard let first = state.queue.popFirst(dueBy: date) else { return nil }
      state.currentDate = max(state.currentDate, first.date)
      return first.action
    }
  }
}
