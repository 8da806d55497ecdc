import Dispatch
import Foundation
import Model
import ReactiveCore

/// The session's switchable clock: a `DateScheduler` that forwards to the real clock (a
/// `QueueScheduler` on the session queue) or to a virtual one (a `TestScheduler` that
/// only moves on `advance`). Backends and view-models hold this one object, so
/// `clock virtual` and `advance 2s` drive every delay, throttle and latency. Actions
/// already scheduled move to the new clock on a switch, keeping their remaining delay.
/// The session's time never jumps on a switch: `clock virtual` stops it where it stands,
/// and `clock real` lets it run on from there at wall-clock speed, so ages and dates made
/// on one clock stay true on the other.
public final class SessionClock: SerialDateScheduler, @unchecked Sendable {
  /// Which clock is in charge.
  public enum Mode: String, CaseIterable, Sendable {
    /// Wall-clock time: delays really take that long.
    case real
    /// Virtual time: nothing happens until `advance` or `wait`.
    case virtual
  }

  /// A scheduled action; a repeating one's date moves on as it ticks.
  private final class Entry {
    var date: Date
    let interval: DispatchTimeInterval?
    let action: () -> Void
    var underlying: Disposable?

    init(date: Date, interval: DispatchTimeInterval?, action: @escaping () -> Void) {
      self.date = date
      self.interval = interval
      self.action = action
    }
  }

  private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

  private let lock = NSLock()
  private let queue: DispatchQueue
  private let realScheduler: QueueScheduler
  private var virtualScheduler: TestScheduler
  /// The virtual clock's repeating timers, queued in groups (every row's clock).
  private lazy var tickGroups = makeTickGroups()
  private var currentMode: Mode
  /// How far the real clock's time runs ahead of the wall clock (behind, when negative):
  /// zero until `clock real` takes over from virtual time, which it continues.
  private var realOffset: TimeInterval = 0
  /// The date the clock stood at when it was made, on the clock it started with.
  private let origin: Date
  private var entries: [UInt64: Entry] = [:]
  private var nextIdentifier: UInt64 = 0

  /// Where virtual time starts in a session that begins on the virtual clock:
  /// 2026-01-01T00:00:00Z. A fixed instant makes such a session a function of its input
  /// alone (dates and ages included).
  public static let virtualStart = TestScheduler.fixedStartDate

  /// Called on the clock's queue before each scheduled action runs (the event log
  /// starts a new delivery turn there).
  var onFire: (() -> Void)? {
    get { lock.withLock { storedOnFire } }
    set { lock.withLock { storedOnFire = newValue } }
  }
  private var storedOnFire: (() -> Void)?

  /// Called on the clock's queue after each scheduled action has run, told whether it
  /// was a tick of a repeating one, which stays scheduled (the session samples its
  /// resource counts there, for `timeline resources.NAME`).
  var afterFire: ((_ isTick: Bool) -> Void)? {
    get { lock.withLock { storedAfterFire } }
    set { lock.withLock { storedAfterFire = newValue } }
  }
  private var storedAfterFire: ((_ isTick: Bool) -> Void)?

  /// Runs each tick of a repeating action, given its interval, on the clock's queue
  /// (the event log makes the tick the cause of what the action changes).
  var onTick: ((_ interval: DispatchTimeInterval, _ action: () -> Void) -> Void)? {
    get { lock.withLock { storedOnTick } }
    set { lock.withLock { storedOnTick = newValue } }
  }
  private var storedOnTick: ((_ interval: DispatchTimeInterval, _ action: () -> Void) -> Void)?

  /// A clock whose real time runs actions on `queue`, starting in `mode`.
  public init(queue: DispatchQueue, mode: Mode = .real) {
    self.queue = queue
    queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(queue))
    realScheduler = QueueScheduler(targeting: queue)
    virtualScheduler = TestScheduler(startDate: Self.virtualStart)
    currentMode = mode
    origin = mode == .virtual ? Self.virtualStart : Date()
  }

  /// Whether the caller is on the queue the clock's real time runs actions on (the
  /// session queue), where view-model state lives: a backend's answer arriving anywhere
  /// else is scheduled onto the clock.
  public var isCurrent: Bool {
    DispatchQueue.getSpecific(key: Self.queueKey) == ObjectIdentifier(queue)
  }

  /// The clock in charge.
  public var mode: Mode { lock.withLock { currentMode } }

  /// Now, by the clock in charge.
  public var currentDate: Date {
    lock.withLock { now() }
  }

  /// Seconds since the clock was made, on whichever clocks were in charge meanwhile:
  /// continuous across switches, as the session's time (the log's `+2.000s`, `history`,
  /// and the virtual date `virtualStart` plus this, at which time travel replays a line).
  public var elapsed: TimeInterval {
    lock.withLock { now().timeIntervalSince(origin) }
  }

  /// How far virtual time has moved since the virtual clock took over; nil on the real
  /// clock.
  public var virtualElapsed: TimeInterval? {
    virtualSchedulerIfActive().map { Double($0.elapsedMicroseconds) / 1_000_000 }
  }

  /// How many one-off actions are waiting to run (repeating timers are not counted).
  public var pendingActionCount: Int {
    lock.withLock { entries.values.filter { $0.interval == nil }.count }
  }

  /// Switches clocks, continuing the session's time from where the old clock stood:
  /// virtual time starts at that instant, and real time runs on from it. Actions waiting
  /// on the old clock move over with the delay they had left.
  public func switchTo(_ mode: Mode) {
    lock.withLock {
      guard mode != currentMode else { return }
      let switchedAt = now()
      switch mode {
      case .virtual:
        virtualScheduler = TestScheduler(startDate: switchedAt)
        tickGroups = makeTickGroups()
      case .real: realOffset = switchedAt.timeIntervalSince(Date())
      }
      currentMode = mode
      for (identifier, entry) in entries {
        entry.underlying?.dispose()
        entry.date = switchedAt.addingTimeInterval(max(0, entry.date.timeIntervalSince(switchedAt)))
        entry.underlying = place(identifier, entry)
      }
    }
  }

  /// Now, by the clock in charge; call with the lock held.
  private func now() -> Date {
    currentMode == .real ? Date().addingTimeInterval(realOffset) : virtualScheduler.currentDate
  }

  /// Runs the virtual actions that are due now. Does nothing on the real clock.
  public func runDueActions() {
    guard let scheduler = virtualSchedulerIfActive() else { return }
    scheduler.advance()
  }

  /// Moves virtual time forward by `seconds`, running everything that falls due.
  /// Returns false on the real clock, which cannot be advanced.
  public func advance(by seconds: TimeInterval) -> Bool {
    guard let scheduler = virtualSchedulerIfActive() else { return false }
    scheduler.advance(by: seconds)
    return true
  }

  /// Moves virtual time forward by `seconds` one scheduled action at a time, asking
  /// `shouldStop` every `checkInterval` actions whether to give up (Ctrl-C during a long
  /// `advance` with a repeating timer). Returns how far virtual time moved, or nil on the
  /// real clock.
  public func advance(
    by seconds: TimeInterval, checkInterval: Int = 1_000, stoppingWhen shouldStop: () -> Bool
  ) -> TimeInterval? {
    guard let scheduler = virtualSchedulerIfActive() else { return nil }
    let start = scheduler.currentDate
    let target = start.addingTimeInterval(seconds)
    var steps = 0
    while let next = scheduler.nextActionDate, next <= target {
      scheduler.advance(to: next)
      steps += 1
      if steps % checkInterval == 0, shouldStop() {
        return scheduler.currentDate.timeIntervalSince(start)
      }
    }
    scheduler.advance(to: target)
    return seconds
  }

  /// When the next virtual action is due; nil when none is or on the real clock.
  public var nextVirtualActionDate: Date? {
    virtualSchedulerIfActive()?.nextActionDate
  }

  /// Moves virtual time to `date` (never backwards), running everything due by then.
  /// Returns false on the real clock.
  public func advance(to date: Date) -> Bool {
    guard let scheduler = virtualSchedulerIfActive() else { return false }
    scheduler.advance(to: date)
    return true
  }

  /// Moves virtual time to the next scheduled action and runs what is due then.
  /// Returns false when nothing is scheduled (or on the real clock).
  public func stepToNextAction() -> Bool {
    guard let scheduler = virtualSchedulerIfActive(), let next = scheduler.nextActionDate else {
      return false
    }
    scheduler.advance(to: next)
    return true
  }

  /// Schedules `action` as soon as possible.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    track(date: nil, interval: nil, action)
  }

  /// Schedules `action` at `date` on the clock in charge.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    track(date: date, interval: nil, action)
  }

  /// Schedules `action` at `date`, then every `interval`.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    track(date: date, interval: interval, action)
  }

  /// `action`, run attributed to the holder active where it was scheduled (the typed
  /// line), so that what a search's answer observes names the line that searched.
  private static func attributed(_ action: @escaping () -> Void) -> () -> Void {
    guard let holder = ReactiveResources.holder else { return action }
    return { ReactiveResources.attributing(to: holder, action) }
  }

  private func virtualSchedulerIfActive() -> TestScheduler? {
    lock.withLock { currentMode == .virtual ? virtualScheduler : nil }
  }

  private func track(date: Date?, interval: DispatchTimeInterval?, _ action: @escaping () -> Void)
    -> Disposable
  {
    lock.withLock {
      let identifier = nextIdentifier
      nextIdentifier += 1
      let entry = Entry(date: date ?? now(), interval: interval, action: Self.attributed(action))
      entry.underlying = place(identifier, entry)
      entries[identifier] = entry
      return AnyDisposable { [weak self] in self?.cancel(identifier) }
    }
  }

  /// Schedules `entry` on the clock in charge, at its date by that clock's own time;
  /// call with the lock held.
  private func place(_ identifier: UInt64, _ entry: Entry) -> Disposable? {
    let isVirtual = currentMode == .virtual
    let date = isVirtual ? entry.date : entry.date.addingTimeInterval(-realOffset)
    if let interval = entry.interval {
      if isVirtual {
        // Every row of a long list ticks through here: the hooks around it are the
        // group's (see `makeTickGroups`).
        return tickGroups.schedule(at: date, interval: interval) { ticking in
          ticking?.clock.ticked(entry, interval)
          guard let onTick = ticking?.hooks.onTick else { return entry.action() }
          onTick(interval, entry.action)
        }
      }
      let tick: () -> Void = { [weak self] in
        let hooks = self?.ticked(entry, interval)
        hooks?.onFire?()
        defer { hooks?.afterFire?(true) }
        guard let onTick = hooks?.onTick else { return entry.action() }
        onTick(interval, entry.action)
      }
      return realScheduler.schedule(
        after: date, interval: interval, leeway: .seconds(0), action: tick)
    }
    let fire: () -> Void = { [weak self] in
      let hooks = self?.fired(identifier)
      hooks?.onFire?()
      entry.action()
      hooks?.afterFire?(false)
    }
    guard isVirtual else { return realScheduler.schedule(after: date, action: fire) }
    let queued = virtualScheduler.schedule(after: date, action: fire)
    tickGroups.noteQueued()
    return queued
  }

  /// Notes that the one-off action `identifier` fired; returns the hooks to call around
  /// it.
  private func fired(_ identifier: UInt64) -> Hooks {
    lock.withLock {
      entries[identifier] = nil
      return Hooks(onFire: storedOnFire, afterFire: storedAfterFire, onTick: storedOnTick)
    }
  }

  /// Notes that the repeating `entry` ticked; returns the hooks to call around it.
  @discardableResult
  private func ticked(_ entry: Entry, _ interval: DispatchTimeInterval) -> Hooks {
    lock.withLock {
      entry.date = entry.date.addingTimeInterval(interval.timeInterval)
      return Hooks(onFire: storedOnFire, afterFire: storedAfterFire, onTick: storedOnTick)
    }
  }

  /// The groups of the virtual clock's repeating timers, which fire a group's ticks
  /// between one `onFire` and one `afterFire`: around each of the ticks of one instant,
  /// after the first, `onFire` found the turn begun and the instant sampled, and
  /// `afterFire` noted the instant again.
  private func makeTickGroups() -> TickGroups<Ticking?> {
    TickGroups(scheduler: virtualScheduler) { [weak self] fireTicks in
      guard let self else { return fireTicks(nil) }
      let hooks = lock.withLock {
        Hooks(onFire: storedOnFire, afterFire: storedAfterFire, onTick: storedOnTick)
      }
      hooks.onFire?()
      defer { hooks.afterFire?(true) }
      fireTicks(Ticking(clock: self, hooks: hooks))
    }
  }

  /// What a group's ticks fire with: the clock, and its hooks.
  private struct Ticking {
    let clock: SessionClock
    let hooks: Hooks
  }

  /// `onFire`, `afterFire` and `onTick`, as they were when an action fired.
  private struct Hooks {
    let onFire: (() -> Void)?
    let afterFire: ((_ isTick: Bool) -> Void)?
    let onTick: ((_ interval: DispatchTimeInterval, _ action: () -> Void) -> Void)?
  }

  private func cancel(_ identifier: UInt64) {
    let entry = lock.withLock { entries.removeValue(forKey: identifier) }
    entry?.underlying?.dispose()
  }
}
