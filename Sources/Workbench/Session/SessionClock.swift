import Dispatch
import Foundation
import Model
@_spi(Inspection) import ReactiveCore

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

  /// A scheduled action; a repeating one's date moves on as it ticks (on the virtual
  /// clock, its group knows it: `dueDate`).
  private final class Entry {
    var date: Date
    let interval: DispatchTimeInterval?
    /// The action as scheduled.
    let body: () -> Void
    /// The holder active where it was scheduled, which it runs attributed to.
    let holder: String?
    /// `body`, attributed to `holder`.
    let action: () -> Void
    var underlying: Disposable?
    /// When a repeating timer on the virtual clock ticks next.
    var dueDate: (() -> Date?)?

    init(date: Date, interval: DispatchTimeInterval?, action: @escaping () -> Void) {
      self.date = date
      self.interval = interval
      body = action
      holder = ReactiveResources.holder
      self.action = SessionClock.attributed(action, to: holder)
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
  /// How many of `entries` are one-off actions.
  private var oneOffCount = 0
  private var nextIdentifier: UInt64 = 0

  /// Where virtual time starts in a session that begins on the virtual clock:
  /// 2026-01-01T00:00:00Z. A fixed instant makes such a session a function of its input
  /// alone (dates and ages included).
  public static let virtualStart = TestScheduler.fixedStartDate

  /// Called on the clock's queue before each scheduled action runs (the event log
  /// starts a new delivery turn there).
  var onFire: (() -> Void)? {
    get { lock.withLock { storedHooks.onFire } }
    set { lock.withLock { storedHooks = storedHooks.with(onFire: newValue) } }
  }

  /// Called on the clock's queue after each scheduled action has run, told whether it
  /// was a tick of a repeating one, which stays scheduled (the session samples its
  /// resource counts there, for `timeline resources.NAME`).
  var afterFire: ((_ isTick: Bool) -> Void)? {
    get { lock.withLock { storedHooks.afterFire } }
    set { lock.withLock { storedHooks = storedHooks.with(afterFire: newValue) } }
  }

  /// Runs each tick of a repeating action, given its interval and the cause to run it
  /// with (the current one is not always that), on the clock's queue (the event log
  /// makes the tick the cause of what the action changes).
  var onTick:
    ((_ interval: DispatchTimeInterval, _ cause: ReactiveEvent.ID?, _ action: () -> Void) -> Void)?
  {
    get { lock.withLock { storedHooks.onTick } }
    set { lock.withLock { storedHooks = storedHooks.with(onTick: newValue) } }
  }
  /// `onFire`, `afterFire` and `onTick`, in one object: every tick reads them.
  private var storedHooks = Hooks(onFire: nil, afterFire: nil, onTick: nil)

  /// A clock whose real time runs actions on `queue`, starting in `mode`.
  public init(queue: DispatchQueue, mode: Mode = .real) {
    self.queue = queue
    queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(queue))
    realScheduler = QueueScheduler(targeting: queue)
    virtualScheduler = TestScheduler(startDate: Self.virtualStart)
    currentMode = mode
    origin = mode == .virtual ? Self.virtualStart : Date()
  }

  /// Lets go of the virtual clock's timers, which never fire again: a group and its
  /// timers, and a timer and its entry, hold each other until the timer is disposed (the
  /// scheduler's queue, which held a lone timer's action, goes with the clock).
  deinit {
    for entry in entries.values where entry.dueDate != nil {
      entry.dueDate = nil
      entry.underlying?.dispose()
    }
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
    lock.withLock { oneOffCount }
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
      // In the order they were scheduled, as they were first queued: actions due at one
      // instant keep their order, and a page's timers group again on the virtual clock.
      for (identifier, entry) in entries.sorted(by: { $0.key < $1.key }) {
        if let due = entry.dueDate?() { entry.date = due }
        entry.dueDate = nil
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
  private static func attributed(_ action: @escaping () -> Void, to holder: String?)
    -> () -> Void
  {
    guard let holder else { return action }
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
      let entry = Entry(date: date ?? now(), interval: interval, action: action)
      entry.underlying = place(identifier, entry)
      entries[identifier] = entry
      if interval == nil { oneOffCount += 1 }
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
        // Its group runs attributed to the holder its timers share.
        let timer = tickGroups.schedule(at: date, interval: interval, key: entry.holder) {
          hooks, cause in
          guard let onTick = hooks?.onTick else {
            return ReactiveInspection.withCause(cause, entry.body)
          }
          onTick(interval, cause, entry.body)
        }
        entry.dueDate = timer.dueDate
        return timer.disposable
      }
      let tick: () -> Void = { [weak self] in
        let hooks = self?.ticked(entry, interval)
        hooks?.onFire?()
        defer { hooks?.afterFire?(true) }
        guard let onTick = hooks?.onTick else { return entry.action() }
        onTick(interval, ReactiveInspection.currentCause, entry.action)
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
      if entries.removeValue(forKey: identifier) != nil { oneOffCount -= 1 }
      return storedHooks
    }
  }

  /// Notes that the repeating `entry` ticked on the real clock; returns the hooks to
  /// call around it.
  private func ticked(_ entry: Entry, _ interval: DispatchTimeInterval) -> Hooks {
    lock.withLock {
      entry.date = entry.date.addingTimeInterval(interval.timeInterval)
      return storedHooks
    }
  }

  /// The groups of the virtual clock's repeating timers, which fire a group's ticks
  /// between one `onFire` and one `afterFire`: around each of the ticks of one instant,
  /// after the first, `onFire` found the turn begun and the instant sampled, and
  /// `afterFire` noted the instant again.
  private func makeTickGroups() -> TickGroups<Hooks?, String?> {
    TickGroups(scheduler: virtualScheduler) { [weak self] holder, fireTicks in
      let hooks = self?.hooks
      hooks?.onFire?()
      defer { hooks?.afterFire?(true) }
      guard let holder else { return fireTicks(hooks) }
      ReactiveResources.attributing(to: holder) { fireTicks(hooks) }
    }
  }

  /// The hooks as they are now.
  private var hooks: Hooks {
    lock.withLock { storedHooks }
  }

  /// `onFire`, `afterFire` and `onTick`, as they were when an action fired; one object,
  /// so that passing them on retains one reference.
  private final class Hooks {
    let onFire: (() -> Void)?
    let afterFire: ((_ isTick: Bool) -> Void)?
    let onTick:
      (
        (_ interval: DispatchTimeInterval, _ cause: ReactiveEvent.ID?, _ action: () -> Void) -> Void
      )?

    init(
      onFire: (() -> Void)?, afterFire: ((_ isTick: Bool) -> Void)?,
      onTick: (
        (_ interval: DispatchTimeInterval, _ cause: ReactiveEvent.ID?, _ action: () -> Void) -> Void
      )?
    ) {
      self.onFire = onFire
      self.afterFire = afterFire
      self.onTick = onTick
    }

    /// These hooks with `onFire` replaced.
    func with(onFire: (() -> Void)?) -> Hooks {
      Hooks(onFire: onFire, afterFire: afterFire, onTick: onTick)
    }

    /// These hooks with `afterFire` replaced.
    func with(afterFire: ((_ isTick: Bool) -> Void)?) -> Hooks {
      Hooks(onFire: onFire, afterFire: afterFire, onTick: onTick)
    }

    /// These hooks with `onTick` replaced.
    func with(
      onTick: (
        (_ interval: DispatchTimeInterval, _ cause: ReactiveEvent.ID?, _ action: () -> Void) -> Void
      )?
    ) -> Hooks {
      Hooks(onFire: onFire, afterFire: afterFire, onTick: onTick)
    }
  }

  private func cancel(_ identifier: UInt64) {
    let entry = lock.withLock {
      let entry = entries.removeValue(forKey: identifier)
      if entry?.interval == nil, entry != nil { oneOffCount -= 1 }
      // A grouped timer's `dueDate` holds the timer, which holds the entry.
      entry?.dueDate = nil
      return entry
    }
    entry?.underlying?.dispose()
  }
}
