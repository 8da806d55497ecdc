import Foundation
import Synchronization

/// A scheduler with a virtual clock: time moves only when a test calls `advance` or
/// `run`, and scheduled actions run on the calling thread, in date order (ties in the
/// order they were scheduled). Makes delays, throttles and timeouts deterministic.
///
/// The clock keeps time exactly, as a whole number of microseconds since `startDate`:
/// any sequence of `advance(by:)` steps that adds up to T leaves the scheduler exactly
/// where one `advance(by: T)` would. A `Date` given to the scheduler (`schedule(after:)`,
/// `advance(to:)`) is rounded to the nearest microsecond after `startDate`, which undoes
/// the rounding of `Date` arithmetic (`currentDate.addingTimeInterval(2)` is exactly two
/// seconds later) even for start dates far from 2001.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
  private struct ScheduledAction {
    /// Microseconds after the start date.
    let time: Int64
    let sequence: UInt64
    let action: () -> Void
    let disposable: QueuedActionDisposable
  }

  /// The scheduler, until it is deinitialized: what queued actions' disposables reach
  /// it through, so that a kept disposable does not keep the scheduler alive, without a
  /// weak reference (see `SignalCore.Anchor`).
  private typealias Anchor = Locked<Unmanaged<TestScheduler>?>

  /// What `schedule` returns: takes its action out of the queue, once. One allocation,
  /// where a closure-backed `AnyDisposable` needs two.
  private final class QueuedActionDisposable: Disposable, @unchecked Sendable {
    let anchor: Anchor
    /// Set once, under the scheduler's lock, before the disposable is handed out.
    var sequence: UInt64 = 0
    let disposed = Synchronization.Atomic<Bool>(false)

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    init(_ anchor: Anchor) {
      self.anchor = anchor
    }

    func dispose() {
      guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
      let sequence = sequence
      // The removed action is returned, and so released, outside the locks: what it
      // captured may dispose other actions as it goes.
      let removed = anchor.withLock { scheduler in
        scheduler?._withUnsafeGuaranteedRef { $0.remove(sequence) }
      }
      withExtendedLifetime(removed) {}
    }
  }

  private struct State {
    /// Microseconds after the start date.
    var now: Int64 = 0
    var nextSequence: UInt64 = 0
    var queue = TestSchedulerQueue<ScheduledAction>()
  }

  /// A fixed instant to start a clock at when runs must be reproducible: midnight UTC
  /// on 1 January 2026.
  public static let fixedStartDate = Date(timeIntervalSince1970: 1_767_225_600)

  /// The date the clock started at: `currentDate` when `elapsed` is zero.
  public let startDate: Date

  /// `Date.distantFuture` in microseconds after `startDate`: where `run()` leaves the
  /// clock. It reads back as `Date.distantFuture` itself, which the round trip through
  /// whole microseconds misses by a rounding step for some starts with a fraction of a
  /// microsecond (as `Date()` has).
  private let distantFutureMicroseconds: Int64

  private let state = Locked(State())
  private let anchor = Anchor(nil)

  /// A scheduler whose clock starts at `startDate`.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.startDate = startDate
    distantFutureMicroseconds = Self.microseconds(
      inSeconds: Date.distantFuture.timeIntervalSince(startDate))
    anchor.withLock { $0 = .passUnretained(self) }
  }

  deinit {
    anchor.withLock { $0 = nil }
  }

  /// The virtual now.
  public var currentDate: Date { date(at: state.withLock { $0.now }) }

  /// The exact virtual time since `startDate`.
  public var elapsed: Duration { .microseconds(elapsedMicroseconds) }

  /// The exact virtual time since `startDate`, in whole microseconds.
  public var elapsedMicroseconds: Int64 { state.withLock { $0.now } }

  /// How many actions are waiting to run.
  public var pendingActionCount: Int { state.withLock { $0.queue.count } }

  /// The date of the next action waiting to run, if any.
  public var nextActionDate: Date? {
    state.withLock { $0.queue.firstTime() }.map(date(at:))
  }

  /// Queues `action` to run at the current virtual time, on the next `advance`.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    enqueue(at: nil, action)
  }

  /// Queues `action` to run when the clock reaches `date`.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    enqueue(at: microseconds(at: date), action)
  }

  /// Queues `action` to run at `date`, then every `interval` until disposed.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping () -> Void
  ) -> Disposable? {
    let repeating = SerialDisposable()
    let step = Self.microseconds(in: interval)
    precondition(step > 0 && step < .max, "a repeating interval must be positive")
    // The queued step holds the scheduler weakly: a timer nobody disposes must not keep
    // a scheduler that is otherwise gone alive through its own queue.
    func scheduleNext(on scheduler: TestScheduler, at time: Int64) {
      repeating.inner = scheduler.enqueue(at: time) { [weak scheduler] in
        action()
        if let scheduler { scheduleNext(on: scheduler, at: time + step) }
      }
    }
    scheduleNext(on: self, at: microseconds(at: date))
    return repeating
  }

  /// Queues `action`; disposing the returned disposable takes it out of the queue, so
  /// that it no longer counts as pending nor holds what it captured. The action runs
  /// with the cause current now (see `ReactiveInspection.currentCause`).
  private func enqueue(at time: Int64?, _ action: @escaping () -> Void) -> Disposable {
    let action = Instrumentation.isActive ? Instrumentation.keepingCause(action) : action
    let disposable = QueuedActionDisposable(anchor)
    state.withLock { state in
      let sequence = state.nextSequence
      state.nextSequence += 1
      disposable.sequence = sequence
      let item = ScheduledAction(
        time: max(time ?? state.now, state.now),
        sequence: sequence, action: action, disposable: disposable)
      state.queue.insert(item, at: item.time, sequence: sequence)
    }
    return disposable
  }

  /// Takes the action `sequence` names out of the queue; the caller releases it.
  private func remove(_ sequence: UInt64) -> ScheduledAction? {
    state.withLock { $0.queue.remove(sequence: sequence) }
  }

  /// Runs the actions due now, without moving the clock.
  public func advance() {
    advance(toMicroseconds: elapsedMicroseconds)
  }

  /// Moves the clock forward by `interval` (rounded to microseconds), running every
  /// action that falls due.
  public func advance(by interval: DispatchTimeInterval) {
    advance(byMicroseconds: Self.microseconds(in: interval))
  }

  /// Moves the clock forward by `interval` seconds (rounded to microseconds), running
  /// every action that falls due.
  public func advance(by interval: TimeInterval) {
    advance(byMicroseconds: Self.microseconds(inSeconds: interval))
  }

  /// Moves the clock to `date` (rounded to microseconds after `startDate`), running
  /// every action due by then in date order; the clock reads each action's date while
  /// it runs. Never moves the clock backwards.
  public func advance(to date: Date) {
    advance(toMicroseconds: microseconds(at: date))
  }

  /// Moves the clock back by `interval` (rounded to microseconds), running nothing:
  /// actions already queued keep their dates.
  public func rewind(by interval: DispatchTimeInterval) {
    let microseconds = Self.microseconds(in: interval)
    precondition(microseconds >= 0, "rewind(by:) needs an interval of zero or more")
    state.withLock { $0.now -= microseconds }
  }

  /// Runs every queued action, including those they schedule, in date order, and
  /// leaves the clock at `Date.distantFuture`, as ReactiveSwift does (`advance(to:
  /// .distantFuture)`). Do not use with repeating timers: they never run out.
  public func run() {
    advance(to: .distantFuture)
  }

  /// Moves the clock by `interval` microseconds, running what falls due.
  private func advance(byMicroseconds interval: Int64) {
    advance(toMicroseconds: target(afterMicroseconds: interval))
  }

  private func advance(toMicroseconds target: Int64) {
    while runNextAction(dueBy: target) {}
    finishAdvance(at: target)
  }

  /// The time `interval` microseconds from now (never earlier than now).
  func target(afterMicroseconds interval: Int64) -> Int64 {
    elapsedMicroseconds.addingClamped(max(0, interval))
  }

  /// Runs the first action due by `time`, moving the clock to its time; returns false
  /// when none is due.
  func runNextAction(dueBy time: Int64) -> Bool {
    guard let next = popAction(dueBy: time) else { return false }
    if !next.disposable.isDisposed { next.action() }
    return true
  }

  /// Moves the clock to `time` once every action due by then has run.
  func finishAdvance(at time: Int64) {
    state.withLock { $0.now = max($0.now, time) }
  }

  private func popAction(dueBy time: Int64) -> ScheduledAction? {
    state.withLock { state in
      guard let first = state.queue.popFirst(dueBy: time) else { return nil }
      state.now = max(state.now, first.time)
      return first.action
    }
  }

  private func date(at microseconds: Int64) -> Date {
    guard microseconds != distantFutureMicroseconds else { return .distantFuture }
    return startDate.addingTimeInterval(Double(microseconds) / 1_000_000)
  }

  func microseconds(at date: Date) -> Int64 {
    Self.microseconds(inSeconds: date.timeIntervalSince(startDate))
  }

  /// `seconds` as whole microseconds, rounded to the nearest, clamped to `Int64`.
  static func microseconds(inSeconds seconds: TimeInterval) -> Int64 {
    let value = (seconds * 1_000_000).rounded()
    if value.isNaN { return 0 }
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int64(value)
  }

  /// `interval` as whole microseconds (`.never` is the end of time).
  static func microseconds(in interval: DispatchTimeInterval) -> Int64 {
    switch interval {
    case .seconds(let s): return Int64(s).multipliedClamped(by: 1_000_000)
    case .milliseconds(let ms): return Int64(ms).multipliedClamped(by: 1_000)
    case .microseconds(let us): return Int64(us)
    case .nanoseconds(let ns): return (Int64(ns) + 500) / 1_000
    case .never: return .max
    @unknown default: return .max
    }
  }
}

extension Int64 {
  func addingClamped(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  func multipliedClamped(by other: Int64) -> Int64 {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? (self > 0 ? .max : .min) : product
  }
}
