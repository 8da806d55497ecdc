/// How an operator stage reports to the installed instrument (see ARCHITECTURE.md,
/// "How an operator reports to the instrumentation").
///
/// An operator makes one with `StageReport.begin` when it builds its stage: nil when
/// no instrument is installed, so each value costs the operator one predictable
/// branch (`if let report`). It then names the signal it sends on with `sends(on:)`
/// and reports every value that enters with what it did: `pass` (and deliver inside
/// its closure, so what follows is caused by it), `drop`, `hold` (and schedule inside
/// its closure, so the scheduled work keeps it as its cause), `cancel`.
@usableFromInline
final class StageReport: @unchecked Sendable {
  /// The stage's identifier, as `stageCreated` and `stageValue` carry it.
  @usableFromInline let id: UInt64
  private let lastPassed = Locked<UInt64?>(nil)

  /// A report for a new stage described `description` (`filter`, `throttle(1s)`) fed
  /// by the signals whose cores are `inputs` (the receiver first); nil when no
  /// instrument is installed, in which case neither argument is evaluated.
  @inlinable @inline(__always)
  static func begin(
    _ description: @autoclosure () -> String, after inputs: @autoclosure () -> [AnyObject]
  ) -> StageReport? {
    guard _slowPath(Instrumentation.isActive) else { return nil }
    return StageReport(description: description(), inputs: inputs())
  }

  @usableFromInline
  init(description: String, inputs: [AnyObject]) {
    id = Instrumentation.nextID()
    Instrumentation.report(
      id: id, cause: Instrumentation.currentCause,
      .stageCreated(
        stage: id, description: description, inputs: inputs.map(StageOrigins.input(of:))))
  }

  // The stage's closures hold its report, so the report goes when the stage does.
  deinit {
    Instrumentation.report(.stageReleased(stage: id))
  }

  /// Records that the stage sends on the signal whose core is `core`, so stages made
  /// after it name this one as their input.
  @usableFromInline
  func sends(on core: AnyObject) {
    StageOrigins.record(core, as: .stage(id))
  }

  /// Reports that the stage sets the composed property whose change subject is
  /// `property` (a `PropertyRelay`), as a `<~` binding reports its target.
  @usableFromInline
  func feeds(_ property: AnyObject) {
    Instrumentation.report(
      id: Instrumentation.nextID(), cause: Instrumentation.currentCause,
      .bindingCreated(stage: id, target: ObjectIdentifier(property)))
  }

  /// Reports that `value` passed, and runs `deliver` (which sends it on) with that
  /// report as the current cause.
  @usableFromInline
  func pass(_ value: Any, _ deliver: () -> Void) {
    let id = report(value, .passed)
    lastPassed.withLock { $0 = id }
    Instrumentation.withCause(id, deliver)
  }

  /// Reports that `value` passed, and runs `deliver` with that report as the current
  /// cause, giving it `produce()`, what the stage sends on for it (a `map`'s result, a
  /// `combineLatest`'s pair), which is reported as sent. `produce` runs inside the pass,
  /// so what it does (a `map` making view-models) is caused by the pass, as before.
  @usableFromInline
  func pass<Output>(_ value: Any, sending produce: () -> Output, _ deliver: (Output) -> Void) {
    pass(value) {
      let output = produce()
      Instrumentation.report(.stageSent(stage: id, value: output))
      deliver(output)
    }
  }

  /// Runs `body` (which sends a terminal event) with the stage's last passed value as the
  /// current cause, if it passed one: a `delay`'s completion, sent after its last
  /// value, is caused by that value's release.
  @usableFromInline
  func afterLastPass(_ body: () -> Void) {
    guard let id = lastPassed.withLock({ $0 }) else { return body() }
    Instrumentation.withCause(id, body)
  }

  /// Reports that `value` was dropped.
  @usableFromInline
  func drop(_ value: Any) {
    report(value, .dropped)
  }

  /// Reports that `value` was cancelled (the work it started was abandoned).
  @usableFromInline
  func cancel(_ value: Any) {
    report(value, .cancelled)
  }

  /// Reports that `value` is held, and runs `schedule` (which schedules its release)
  /// with that report as the current cause, so the release is caused by it.
  @usableFromInline
  func hold(_ value: Any, _ schedule: () -> Void) {
    Instrumentation.withCause(report(value, .held), schedule)
  }

  @discardableResult
  private func report(_ value: Any, _ fate: ReactiveEvent.Fate) -> UInt64 {
    Instrumentation.report(.stageValue(stage: id, value: value, fate: fate))
  }
}

extension StageReport {
  /// Records that the signal whose core is `core` sends the changes of `property`, so
  /// stages made after it name the property as their input.
  @usableFromInline
  static func recordProperty(_ property: AnyObject, sendsOn core: AnyObject) {
    StageOrigins.record(core, as: .property(ObjectIdentifier(property)))
  }

  /// Records that the signal whose core is `run` sends what the one whose core is
  /// `source` sends (a run of a property's producer sends the property's changes).
  @usableFromInline
  static func recordRun(_ run: AnyObject, sendingWhat source: AnyObject) {
    let input = StageOrigins.input(of: source)
    if input != .unknown { StageOrigins.record(run, as: input) }
  }

  /// A short description of `interval` for a stage (`1s`, `0.5s`, `250ms`).
  @usableFromInline
  static func describe(_ interval: Double) -> String {
    if interval >= 1 || interval == 0 {
      let whole = interval.rounded()
      return whole == interval ? "\(Int(whole))s" : "\(interval)s"
    }
    let milliseconds = (interval * 1000).rounded()
    if milliseconds.truncatingRemainder(dividingBy: 100) == 0 { return "\(interval)s" }
    return "\(Int(milliseconds))ms"
  }
}

extension Optional where Wrapped == StageReport {
  /// Runs `deliver` (which sends `value` on), reporting first that `value` passed when
  /// there is a report: for an operator that sends values from several places.
  @inlinable @inline(__always)
  func pass<V>(_ value: V, _ deliver: () -> Void) {
    guard let report = self else { return deliver() }
    report.pass(value, deliver)
  }

  /// Runs `deliver` with `produce()`, what the stage sends on for `value`, reporting
  /// first that `value` passed and then what was sent, when there is a report.
  @inlinable @inline(__always)
  func pass<V, Output>(_ value: V, sending produce: () -> Output, _ deliver: (Output) -> Void) {
    guard let report = self else { return deliver(produce()) }
    report.pass(value, sending: produce, deliver)
  }

  /// Reports that `value` was dropped, when there is a report.
  @inlinable @inline(__always)
  func drop<V>(_ value: V) {
    self?.drop(value)
  }

  /// Runs `schedule` (which holds `value` for later), reporting first that `value` is
  /// held when there is a report.
  @inlinable @inline(__always)
  func hold<V>(_ value: V, _ schedule: () -> Void) {
    guard let report = self else { return schedule() }
    report.hold(value, schedule)
  }
}
