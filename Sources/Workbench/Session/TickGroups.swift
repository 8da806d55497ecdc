import Foundation
@_spi(Inspection) import ReactiveCore

/// The repeating timers of a session's virtual clock, queued on its `TestScheduler` in
/// groups: timers due at the same instant with the same interval, queued one right after
/// another (every row of a page of a list, each with its one-second clock), wait as one
/// action that fires each in turn, and queue again as one. Every row of a long list
/// otherwise costs the scheduler a queued action, a disposable and a sift on every tick.
///
/// The order is the one the scheduler gives timers queued one by one: a timer joins a
/// group only while nothing else was queued after the group, so it would have been the
/// next action at that instant; each timer fires with the cause current when it was
/// (notionally) queued, as `TestScheduler` keeps it, and queues its next tick after it
/// fired. A group none of whose timers is left is taken out of the queue.
///
/// What runs around each tick of a timer (the clock's hooks, which note the instant and
/// start the event log's turn) runs once around each group's, given its ticks to fire
/// with a `Context` (the hooks): around the ticks of one instant it did the same for
/// each.
final class TickGroups<Context, Key: Equatable>: @unchecked Sendable {
  /// Runs one tick of a timer, with the cause it is to run with.
  typealias Action = (Context, ReactiveEvent.ID?) -> Void

  /// One repeating timer.
  private final class Timer {
    /// Its action, until it is cancelled: then let go of at once, after the lock (what
    /// the action captured may cancel other timers as it goes, which takes the clock's
    /// lock and this one), so a group never holds a cancelled timer's action. Read and
    /// written only under the lock.
    @exclusivity(unchecked) var fire: Action?
    /// The cause current when the timer's next tick was queued, which it fires with.
    var cause: ReactiveEvent.ID?
    /// Whether the timer was disposed.
    var isCancelled = false
    /// The group its next tick waits in, until the tick fires.
    var group: Group?

    init(fire: @escaping Action, cause: ReactiveEvent.ID?) {
      self.fire = fire
      self.cause = cause
    }
  }

  /// The timers due at one instant, queued on the scheduler as one action.
  private final class Group {
    /// When the group is due, in microseconds after the scheduler's start, before the
    /// scheduler moves a past instant to now.
    let time: Int64
    /// The timers' interval, in microseconds.
    let step: Int64
    /// What the timers share besides (the holder their ticks are attributed to).
    let key: Key
    /// Read and written only under the lock, so not checked for overlapping access at
    /// run time (every tick appends its timer).
    @exclusivity(unchecked) var timers: [Timer] = []
    /// How many of `timers` are neither cancelled nor fired.
    var waiting = 0
    var queued: Disposable?
    var hasStarted = false

    init(time: Int64, step: Int64, key: Key) {
      self.time = time
      self.step = step
      self.key = key
    }
  }

  private let scheduler: TestScheduler
  /// Runs a group's ticks, given its key and its ticks to fire with a context.
  private let around: (_ key: Key, _ fireTicks: (Context) -> Void) -> Void
  private let lock = NSLock()
  /// The group queued last, while nothing else has been queued after it and it has not
  /// started: a timer due at its instant with its interval may join it.
  private var last: Group?

  /// Groups of timers on `scheduler`, where every action is queued through the caller,
  /// which calls `noteQueued()` for each of its own; `around` runs each group's ticks
  /// (when any of its timers is left to fire).
  init(
    scheduler: TestScheduler,
    around: @escaping (_ key: Key, _ fireTicks: (Context) -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.around = around
  }

  /// Something other than a group was queued on the scheduler: no timer joins the
  /// groups queued before it.
  func noteQueued() {
    lock.withLock { last = nil }
  }

  /// Queues `fire` to run at `date`, then every `interval`, until `disposable` is
  /// disposed, in groups whose timers share `key`; `dueDate` tells when it fires next
  /// (nil once disposed). `fire` is given the cause to run its tick with (it is not made
  /// current for it).
  func schedule(
    at date: Date, interval: DispatchTimeInterval, key: Key,
    _ fire: @escaping Action
  ) -> (disposable: Disposable, dueDate: () -> Date?) {
    let timer = Timer(fire: fire, cause: ReactiveInspection.currentCause)
    let time = Self.microseconds(inSeconds: date.timeIntervalSince(scheduler.startDate))
    let step = Self.microseconds(in: interval)
    precondition(step > 0 && step < .max, "a repeating interval must be positive")
    lock.withLock { queue(timer, at: time, step: step, key: key) }
    return (
      AnyDisposable { [weak self] in self?.cancel(timer) },
      { [weak self] in self?.dueDate(of: timer) }
    )
  }

  /// When `timer` fires next: its group's instant.
  private func dueDate(of timer: Timer) -> Date? {
    let time = lock.withLock { timer.group?.time }
    return time.map { scheduler.startDate.addingTimeInterval(Double($0) / 1_000_000) }
  }

  /// Puts `timer` in the group queued last, if that is due at `time` with `step` and `key`, in
  /// the future, and nothing was queued after it (queued alone, the timer would have
  /// come right after it); else in a new group. Call with the lock held.
  private func queue(_ timer: Timer, at time: Int64, step: Int64, key: Key) {
    if let last, !last.hasStarted, last.time == time, last.step == step, last.key == key,
      time > scheduler.elapsedMicroseconds
    {
      add(timer, to: last)
      return
    }
    let group = Group(time: time, step: step, key: key)
    add(timer, to: group)
    let date = scheduler.startDate.addingTimeInterval(Double(time) / 1_000_000)
    // Queued with no cause, so that each timer fires with its own.
    group.queued = ReactiveInspection.withCause(nil) {
      scheduler.schedule(after: date) { [weak self, group] in self?.run(group) }
    }
    last = group
  }

  private func add(_ timer: Timer, to group: Group) {
    group.timers.append(timer)
    group.waiting += 1
    timer.group = group
  }

  /// Fires the group's timers in the order they joined, each queued again after it
  /// fired, under the lock taken to fire the next one (one lock a tick).
  private func run(_ group: Group) {
    let timers = lock.withLock { () -> [Timer] in
      group.hasStarted = true
      if last === group { last = nil }
      return group.waiting > 0 ? group.timers : []
    }
    var isFinished = false
    if !timers.isEmpty {
      around(group.key) { context in
        // The timer that fired last, by its index (no reference kept besides `timers`'s).
        var fired = -1
        for index in timers.indices {
          let action = lock.withLock { () -> Action? in
            if fired >= 0 { queueAgain(timers[fired], after: group) }
            guard !timers[index].isCancelled else { return nil }
            group.waiting -= 1
            timers[index].group = nil
            return timers[index].fire
          }
          fired = action != nil ? index : -1
          if let action { fire(timers[index], action, with: context) }
        }
        lock.withLock {
          if fired >= 0 { queueAgain(timers[fired], after: group) }
          group.timers = []
        }
        isFinished = true
      }
    }
    if !isFinished { lock.withLock { group.timers = [] } }
  }

  /// Runs `action`, `timer`'s, with the cause the timer keeps, or the current one when it
  /// keeps none (as `TestScheduler` runs an action queued with no cause), and keeps that
  /// cause.
  private func fire(_ timer: Timer, _ action: Action, with context: Context) {
    let cause = timer.cause ?? ReactiveInspection.currentCause
    action(context, cause)
    timer.cause = cause
  }

  /// Queues the next tick of `timer`, which fired in `group`, unless it was cancelled;
  /// call with the lock held.
  private func queueAgain(_ timer: Timer, after group: Group) {
    guard !timer.isCancelled else { return }
    queue(timer, at: group.time + group.step, step: group.step, key: group.key)
  }

  /// Cancels `timer`, whose action is let go of after the lock; a group none of whose
  /// timers is left is taken out of the queue.
  private func cancel(_ timer: Timer) {
    let released = lock.withLock { () -> (action: Action?, unqueued: Disposable?) in
      guard !timer.isCancelled else { return (nil, nil) }
      timer.isCancelled = true
      defer { timer.fire = nil }
      guard let group = timer.group else { return (timer.fire, nil) }
      timer.group = nil
      group.waiting -= 1
      guard group.waiting == 0, !group.hasStarted else { return (timer.fire, nil) }
      if last === group { last = nil }
      let queued = group.queued
      group.queued = nil
      group.timers = []
      return (timer.fire, queued)
    }
    released.unqueued?.dispose()
  }

  /// `seconds` as whole microseconds, as `TestScheduler` rounds a date.
  private static func microseconds(inSeconds seconds: TimeInterval) -> Int64 {
    let value = (seconds * 1_000_000).rounded()
    if value.isNaN { return 0 }
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int64(value)
  }

  /// `interval` as whole microseconds, as `TestScheduler` counts a repeating interval.
  private static func microseconds(in interval: DispatchTimeInterval) -> Int64 {
    switch interval {
    case .seconds(let seconds):
      return clamped(Int64(seconds).multipliedReportingOverflow(by: 1_000_000))
    case .milliseconds(let ms): return clamped(Int64(ms).multipliedReportingOverflow(by: 1_000))
    case .microseconds(let us): return Int64(us)
    case .nanoseconds(let ns): return (Int64(ns) + 500) / 1_000
    case .never: return .max
    @unknown default: return .max
    }
  }

  private static func clamped(_ product: (partialValue: Int64, overflow: Bool)) -> Int64 {
    product.overflow ? .max : product.partialValue
  }
}
