import Foundation

/// The actions an asynchronous operator has handed to its scheduler and that have not
/// run yet, kept by the disposable each `schedule` returned.
///
/// Disposing it (the operator's signal ends, or a run of its producer is disposed)
/// cancels every one of them through that disposable, so the scheduler lets go of it
/// (a `TestScheduler` no longer lists it), and runs its `cancelled` closure (a stage
/// reports the value it was to release as cancelled). An action that has run is
/// forgotten, so a long-lived signal keeps nothing per event it has delivered.
final class ScheduledActions: Disposable, @unchecked Sendable {
  private struct Pending {
    var disposable: Disposable?
    let cancelled: (() -> Void)?
    /// Whether `ReactiveResources` counted it when it was scheduled.
    let isCounted = ResourceCounting.began(.scheduledAction)

    /// Stops counting it: it has run or been cancelled.
    func leave() {
      if isCounted { ResourceCounting.ended(.scheduledAction) }
    }
  }

  private struct State {
    var isDisposed = false
    var nextKey: UInt64 = 0
    var pending: [UInt64: Pending] = [:]
  }

  private let state = Locked(State())

  /// Whether the actions have been cancelled.
  var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// An empty set.
  init() {}

  /// Hands `action` to `scheduler`, to run as soon as it can, unless this is disposed
  /// first: then `cancelled` runs instead (at once, when it already is).
  func schedule(
    on scheduler: Scheduler, cancelled: (() -> Void)? = nil, _ action: @escaping () -> Void
  ) {
    add(cancelled: cancelled, action) { scheduler.schedule($0) }
  }

  /// Hands `action` to `scheduler`, to run at `date`, unless this is disposed first:
  /// then `cancelled` runs instead (at once, when it already is).
  func schedule(
    on scheduler: DateScheduler, after date: Date, cancelled: (() -> Void)? = nil,
    _ action: @escaping () -> Void
  ) {
    add(cancelled: cancelled, action) { scheduler.schedule(after: date, action: $0) }
  }

  /// Cancels every action that has not run yet, in the order they were scheduled.
  func dispose() {
    let cancelled = state.withLock { state -> [(key: UInt64, value: Pending)] in
      guard !state.isDisposed else { return [] }
      state.isDisposed = true
      defer { state.pending = [:] }
      return state.pending.sorted { $0.key < $1.key }
    }
    for (_, pending) in cancelled {
      pending.leave()
      pending.disposable?.dispose()
      pending.cancelled?()
    }
  }

  /// Records `action` as pending, hands it to the scheduler with `schedule`, and keeps
  /// the disposable the scheduler returns while the action has not run.
  private func add(
    cancelled: (() -> Void)?, _ action: @escaping () -> Void,
    schedule: (@escaping () -> Void) -> Disposable?
  ) {
    let key = state.withLock { state -> UInt64? in
      guard !state.isDisposed else { return nil }
      let key = state.nextKey
      state.nextKey += 1
      state.pending[key] = Pending(disposable: nil, cancelled: cancelled)
      return key
    }
    guard let key else {
      cancelled?()
      return
    }
    // The action may run (on another thread, or at once on an immediate scheduler)
    // before `schedule` returns: whoever takes its entry first decides its fate.
    let disposable = schedule {
      guard let pending = self.state.withLock({ $0.pending.removeValue(forKey: key) }) else {
        return
      }
      pending.leave()
      action()
    }
    guard let disposable else { return }
    let isOrphaned = state.withLock { state -> Bool in
      guard state.pending[key] != nil else { return state.isDisposed }
      state.pending[key]?.disposable = disposable
      return false
    }
    // Disposed while `schedule` ran: the action is cancelled, but its disposable was not
    // there to dispose yet.
    if isOrphaned { disposable.dispose() }
  }
}
