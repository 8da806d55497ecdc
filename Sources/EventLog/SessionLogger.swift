import Foundation
import Inspection
import Model
@_spi(Inspection) import ReactiveCore
import Synchronization
import ViewModelKit

/// Turns what ReactiveCore reports on a session's queue (through `SessionInstrument`)
/// and what the backends report about requests into `SessionEvent`s in the session's
/// `EventLog`, and keeps the topology they reveal, as a `PipelineGraph`.
///
/// Events about nothing the user can name (a composed property's internal relay, a
/// producer's start) are not logged: their consequences are logged with the nearest
/// logged cause instead, so every chain leads from a named effect back to a typed line.
public final class SessionLogger: RequestObserver, @unchecked Sendable {
  /// Where a ReactiveCore event led: the logged event standing for it, and its node.
  private struct Entry {
    let sequence: Int?
    let node: PipelineGraph.Node?
    /// Whether the event happened inside a backend's own work (see `startingBackend`).
    var isInsideBackend = false
  }

  /// Consecutive events `first` through `last`, all caused by the event `cause` and led
  /// where it did, to `entry`.
  private struct EntryRun {
    let first: UInt64
    var last: UInt64
    let cause: UInt64
    let entry: Entry
  }

  /// The log events go into.
  public let log: EventLog
  /// Called with each event logged, after it is in the log (on the thread that logged
  /// it): what `trace` and `watch` print from. A row's change comes as itself
  /// (`tweets[3].ageInSeconds`), though the log folds it with the turn's other rows.
  public var onEvent: ((SessionEvent) -> Void)?
  /// Called with the old and new value of a property on the session's queue whose new
  /// value may hold view-models (a list, a view-model), as it changes: the session notes
  /// the rows it brings for `resources` from these, instead of walking the whole stack
  /// after every line.
  public var onViewModelsMayArrive: ((_ old: Any, _ new: Any) -> Void)?
  /// Called, on the thread that made it, with the events of a change made on no session's
  /// queue (its "cause unknown" and the change): the session hands them to its queue,
  /// where `watch` and `trace` read the view-model.
  public var onEventsFromElsewhere: (([SessionEvent]) -> Void)?

  private let lock = NSRecursiveLock()
  private let names = SubjectNames()
  private let milliseconds: () -> Int64
  private let screens: () -> [(prefix: String, root: any ViewModel)]
  private let isOnSessionQueue: () -> Bool
  private var entries: [UInt64: Entry] = [:]
  private var olderEntries: [UInt64: Entry] = [:]
  /// Runs of consecutive ReactiveCore events that led where their cause did (every
  /// unnamed row's tick, which no name logs), kept beside `entries` and looked up after
  /// it: one run stands for a whole group of rows, where each took a dictionary entry.
  /// Ordered by identifier, in two generations as `entries` is.
  private var runs: [EntryRun] = []
  private var olderRuns: [EntryRun] = []
  /// How many events the newer generation's runs stand for, counted as entries.
  private var eventsInRuns = 0
  private var stages: [UInt64: String] = [:]
  /// The inputs each live stage declared: a value it sends that was caused by none of
  /// them (nor by itself) was caused by a start (a row's `isVisible.producer` started
  /// while `executeSearch` ran), and draws no edge from that cause.
  private var stageInputs: [UInt64: [StageInput]] = [:]
  private var olderStages: [UInt64: String] = [:]
  /// The node of each live stage whose description is known, made once: its id spells
  /// the stage's number, and every value a stage passes (and every stage fed by it)
  /// asks for it. Emptied when the stages' generations turn over (`prune`).
  private var stageNodes: [UInt64: PipelineGraph.Node] = [:]
  private var requestStarts: [UInt64: Int] = [:]
  /// The ends of the latest requests, by request number, for what they send after it.
  private var requestEnds: [UInt64: ReactiveEvent.ID] = [:]
  private var storedTopology = PipelineGraph()
  /// The ids of the released stages still in the topology, and the order they were
  /// released in.
  private var releasedStages: Set<String> = []
  private var releasedOrder: [String] = []
  /// Released stages since the topology last forgot what it could.
  private var releasesSinceForgetting = 0
  /// Edges declared while one end had no name yet (a view-model builds its pipelines
  /// before it is on the stack): the stage, and the property or action at the other end.
  private var unnamedEnds: [(stage: UInt64, end: StageInput, isInput: Bool)] = []
  /// Whether what happens now stays out of the topology (a View drawn for `view`: its
  /// pipelines end with it, and are not the view-model's).
  private var isTopologyPaused = false
  private var turn = 0
  /// Events until `prune` next looks at the maps' sizes.
  private var pruneCountdown = 0
  /// The tick events of the current turn, by interval and cause (`clockTicked`), with
  /// the id what a tick changes is caused by.
  private var ticks: [TickKey: ReactiveEvent.ID] = [:]
  private var ticksTurn = -1
  /// The last tick of the current turn: its interval, the cause current when it fired,
  /// and its event.
  private var lastTick: (seconds: Double, current: ReactiveEvent.ID?, id: ReactiveEvent.ID)?
  private var pendingLines: [UInt64: PendingLine] = [:]
  /// The logger's own cause `entry(for:)` found last, and its entry: one tick is the
  /// cause of every row's change in its turn. Forgotten when the entries' generations
  /// turn over (`prune`).
  private var lastCause: (id: UInt64, entry: Entry)?
  private var turnStart: Int64?
  private var turnStartedByTimer = false
  /// Identifiers the logger gives its own root events (lines, request ends), above
  /// any ReactiveCore gives.
  private static let firstOwnID: UInt64 = 1 << 62
  /// The last identifier any logger of the process gave its own causes (lines, folded
  /// ticks): one counter for all, so that another session's cause (the present's `goto`
  /// line, while a replayed session's clock runs under it) is never read as one of this
  /// logger's.
  private static let lastOwnID = Synchronization.Atomic<UInt64>(firstOwnID)

  /// A new identifier for a cause of this logger's own, unique in the process.
  private static func nextOwnID() -> UInt64 {
    lastOwnID.add(1, ordering: .relaxed).newValue
  }

  /// A logger into `log`; `milliseconds` is the time since the session started on
  /// the clock in charge, `screens` the stack (each screen with its path prefix),
  /// `isOnSessionQueue` whether the caller is where the stack may be walked.
  public init(
    log: EventLog, milliseconds: @escaping () -> Int64,
    screens: @escaping () -> [(prefix: String, root: any ViewModel)],
    isOnSessionQueue: @escaping () -> Bool
  ) {
    self.log = log
    self.milliseconds = milliseconds
    self.screens = screens
    self.isOnSessionQueue = isOnSessionQueue
  }

  /// The pipelines seen so far, with the declared edges whose ends have been named since.
  public var topology: PipelineGraph {
    lock.withLock {
      forgetReleasedStages()
      nameUnnamedEnds()
      return storedTopology
    }
  }

  /// Runs `body` (drawing a View) with what it builds and sends kept out of the
  /// topology; its events are still logged, marked as the view layer's (`isView`).
  public func withoutTopology<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.withLock { isTopologyPaused = true }
    defer { lock.withLock { isTopologyPaused = false } }
    return try body()
  }

  /// Forgets the pipelines seen (an app was closed: they no longer exist).
  public func forgetPipelines() {
    lock.withLock {
      storedTopology = PipelineGraph()
      unnamedEnds = []
      releasedStages = []
      releasedOrder = []
    }
  }

  /// Takes out of the topology the stages ReactiveCore released that no graph can show
  /// (see `PipelineGraph.deadEnds`), and the oldest released ones beyond
  /// `releasedStagesKept`, but none whose events the log still holds: `timeline
  /// --stages` draws those (a `delay` cancelled by `flatMap(.latest)`). A stage's node is
  /// keyed by its instance, so without this a session that pushes and leaves screens
  /// would keep every stage their rows ever made.
  private func forgetReleasedStages() {
    releasesSinceForgetting = 0
    unnamedEnds.removeAll { releasedStages.contains(Self.key(ofStage: $0.stage)) }
    releasedStages.formIntersection(storedTopology.nodes.lazy.map(\.id))
    let logged = Set(
      log.events.compactMap { event -> String? in
        guard case .stage(let number, _) = event.kindWithoutOldValue else { return nil }
        return Self.key(ofStage: number)
      })
    func forgettable() -> Set<String> { releasedStages.subtracting(logged) }
    forgetStages(storedTopology.deadEnds(among: forgettable()))
    forgetStages(storedTopology.duplicates(among: forgettable()))
    forgetStages(storedTopology.deadEnds(among: forgettable()))
    releasedOrder.removeAll { !releasedStages.contains($0) }
    let unlogged = releasedOrder.filter { !logged.contains($0) }
    if unlogged.count > Self.releasedStagesKept {
      let oldest = Set(unlogged.prefix(unlogged.count - Self.releasedStagesKept))
      forgetStages(Set(storedTopology.nodes.filter { oldest.contains($0.id) }))
      forgetStages(storedTopology.deadEnds(among: forgettable()))
      releasedOrder.removeAll { !releasedStages.contains($0) }
    }
  }

  private func forgetStages(_ gone: Set<PipelineGraph.Node>) {
    guard !gone.isEmpty else { return }
    storedTopology.forget(where: gone.contains)
    releasedStages.subtract(gone.lazy.map(\.id))
  }

  /// How many released stages the topology keeps at most (those still drawn: a finished
  /// request's stages between a member and the request).
  static let releasedStagesKept = 10_000

  /// Declares the edges whose property or action end now has a name, and joins a stage
  /// that reads a composed property nobody names (`combineLatest` of two properties,
  /// then `map`) to the stage that sets it.
  private func nameUnnamedEnds() {
    var feeders: [StageInput: UInt64] = [:]
    for pending in unnamedEnds where !pending.isInput { feeders[pending.end] = pending.stage }
    unnamedEnds = unnamedEnds.filter { pending in
      guard let end = node(of: pending.end) else {
        guard pending.isInput, let feeder = feeders[pending.end] else { return true }
        storedTopology.declare(from: stageNode(feeder), to: stageNode(pending.stage))
        return false
      }
      if pending.isInput {
        storedTopology.declare(from: end, to: stageNode(pending.stage))
      } else {
        storedTopology.declare(from: stageNode(pending.stage), to: end)
      }
      return false
    }
    if unnamedEnds.count > 40_000 { unnamedEnds.removeFirst(unnamedEnds.count - 40_000) }
  }

  /// A timer fired: starts a new delivery turn, unless the current turn began with a
  /// timer at the same time (give or take `turnWindow` ms on the real clock), so timers
  /// that fire together (every row's clock tick) share a turn.
  public func beginTurn() {
    lock.withLock {
      let now = milliseconds()
      if turnStartedByTimer, let turnStart, abs(now - turnStart) <= turnWindow() { return }
      turn += 1
      turnStart = now
      turnStartedByTimer = true
    }
  }

  /// How close timers' times must be to share a turn: 0 on the virtual clock, where
  /// timers set together fire at the same instant; 100 ms on the real one, where they
  /// fire a few milliseconds apart. Set by the session.
  public var turnWindow: () -> Int64 = { 0 }

  /// A repeating timer of `seconds` fired on the session's clock: runs `body`,
  /// its action, caused by a `clockTicked` event, itself caused by what set the timer up
  /// (the cause current now), so `why tweets[0].ageInSeconds` names the tick. Timers
  /// with the same interval and cause that fire in one turn (every row's clock) share
  /// one event.
  /// `describe` gives the interval as the log prints it, asked once a turn: every row
  /// of a long list ticks through here.
  public func clockTicked(
    everySeconds seconds: Double, describe: (Double) -> String, _ body: () -> Void
  ) {
    clockTicked(
      everySeconds: seconds, cause: ReactiveInspection.currentCause, describe: describe, body)
  }

  /// `clockTicked(everySeconds:describe:_:)` for a tick to run with `current` as its
  /// cause, which need not be current (the clock's timers pass it here, rather than make
  /// it current around a call that makes the tick's event current).
  @_spi(Inspection)
  public func clockTicked(
    everySeconds seconds: Double, cause current: ReactiveEvent.ID?,
    describe: (Double) -> String, _ body: () -> Void
  ) {
    let id = lock.withLock { () -> ReactiveEvent.ID in
      if ticksTurn != turn {
        ticks = [:]
        ticksTurn = turn
        lastTick = nil
      }
      // The rows of a list tick one after another with the same interval and cause.
      if let lastTick, lastTick.seconds == seconds, lastTick.current == current {
        return lastTick.id
      }
      let cause = entry(for: current)
      let key = TickKey(seconds: seconds, cause: cause?.sequence ?? 0)
      let id =
        ticks[key]
        ?? {
          let sequence = append(
            subject: "clock", .clockTicked, value: .text(describe(seconds)),
            cause: cause?.sequence)
          return ownID(for: Entry(sequence: sequence, node: nil))
        }()
      ticks[key] = id
      lastTick = (seconds, current, id)
      return id
    }
    ReactiveInspection.withCause(id, body)
  }

  /// How many times the stack has been walked to name what changes on it.
  var nameWalkCount: Int { lock.withLock { names.walkCount } }

  /// The stack or the focus changed: names are looked up afresh.
  public func stackChanged() {
    lock.withLock { names.forget() }
  }

  /// Runs `body`, the command of the typed line `text` (line `number`), with the line as
  /// the cause of everything it does. The line is logged as a root just before the first
  /// event it causes, so lines that change nothing (`get`, `why`, `log`) stay out of the
  /// log.
  public func runLine<Result>(_ number: Int, _ text: String, _ body: () throws -> Result)
    rethrows -> Result
  {
    try ReactiveInspection.withCause(beginLine(number, text), body)
  }

  /// Makes what ReactiveCore reports on `queue` come to this logger (see
  /// `SessionInstrument`).
  public func attach(to queue: DispatchQueue) {
    SessionInstrument.attach(self, to: queue)
  }

  /// Stops what ReactiveCore reports coming to this logger: its session is gone. The
  /// instrument holds an attached logger strongly until then.
  public func detach(from queue: DispatchQueue) {
    SessionInstrument.detach(self, from: queue)
  }

  private func beginLine(_ number: Int, _ text: String) -> ReactiveEvent.ID {
    lock.withLock {
      turn += 1
      turnStartedByTimer = false
      let id = Self.nextOwnID()
      pendingLines[id] = PendingLine(
        number: number, text: text, milliseconds: milliseconds(), turn: turn)
      if pendingLines.count > 64, let oldest = pendingLines.keys.min() {
        pendingLines[oldest] = nil
      }
      return ReactiveEvent.ID(rawValue: id)
    }
  }

  /// Logs a navigation (`pushed`/`popped` `screen`, the view-model `owner`), caused by the
  /// current cause.
  public func navigated(_ screen: String, _ what: String, owner: ViewModelID? = nil) {
    lock.withLock {
      let cause = entry(for: ReactiveInspection.currentCause)
      append(
        subject: screen, .navigation, value: .text(what), cause: cause?.sequence, owner: owner)
      names.markStale()
    }
  }

  // MARK: ReactiveCore's events

  /// Takes one event ReactiveCore reported on the session's queue.
  func take(_ event: ReactiveEvent) {
    lock.withLock {
      if case .propertyChanged(_, let old, let new) = event.kind, let onViewModelsMayArrive,
        Self.mayHoldViewModels(new)
      {
        onViewModelsMayArrive(old, new)
      }
      let cause = entry(for: event.cause)
      if let cause, cause.isInsideBackend {
        entries[event.id.rawValue] = cause
        return
      }
      if let entry = logged(event, cause: cause) {
        entries[event.id.rawValue] = entry
      } else if let cause, let causeID = event.cause?.rawValue {
        keep(cause, causedBy: causeID, for: event.id.rawValue)
      } else {
        entries[event.id.rawValue] = Entry(sequence: nil, node: nil)
      }
      prune()
    }
  }

  /// Takes a property change ReactiveCore reported on no session's queue (a queue or
  /// thread a plugin started itself, which the cause does not travel to): if the stack
  /// names the property, logs the change caused by a "cause unknown" event, never by
  /// whatever cause this session last had, and passes both to `onEventsFromElsewhere`.
  func takeFromElsewhere(_ event: ReactiveEvent) {
    guard case .propertyChanged(let subject, let old, let new) = event.kind else { return }
    let logged = lock.withLock { () -> [SessionEvent] in
      guard let (name, owner, _) = names.named(subject) else { return [] }
      let now = milliseconds()
      let unknown = log.append(
        subject: "cause unknown", kind: .causeUnknown,
        value: "set on a thread the library does not own", milliseconds: now,
        turn: turn)
      let oldText = ValueFormatter.describe(old)
      let newText = ValueFormatter.describe(new)
      let isSame = oldText == newText && SameValue.isSame(old, new)
      let sequence = log.append(
        subject: name, kind: isSame ? .unchanged : .changed(old: oldText), value: newText,
        cause: unknown, milliseconds: now, turn: turn,
        fields: isSame ? nil : SubjectNames.fieldTexts(of: new), owner: owner)
      entries[event.id.rawValue] = Entry(sequence: sequence, node: nil)
      return [unknown, sequence].compactMap { log.event($0) }
    }
    if !logged.isEmpty { onEventsFromElsewhere?(logged) }
  }

  private func logged(_ event: ReactiveEvent, cause: Entry?) -> Entry? {
    switch event.kind {
    case .propertyChanged(let subject, let old, let new):
      guard let (name, owner, fold) = named(subject) else { return nil }
      // A plain value (a row's tick sends a number) is kept and described when read;
      // two of one type that differ are a change without describing either.
      let oldValue = LoggedValue(old)
      let newValue = LoggedValue(new)
      let isSame =
        !oldValue.isUnequal(to: newValue) && oldValue.text == newValue.text
        && SameValue.isSame(old, new)
      if Self.mayHoldViewModels(new),
        !names.keepsNames(whenList: subject, changesFrom: old, to: new)
      {
        names.markStale()
      }
      let node = PipelineGraph.Node.property(name)
      return log(
        name, isSame ? .unchanged : .changed(old: nil), newValue, cause, node,
        oldValue: isSame ? nil : oldValue,
        fields: isSame || newValue.isKeptAsIs ? nil : SubjectNames.fieldTexts(of: new),
        owner: owner, fold: fold)
    case .stageCreated(let stage, let description, let inputs):
      stages[stage] = description
      let node = stageNode(stage)
      if !inputs.isEmpty, !inputs.contains(.unknown) { stageInputs[stage] = inputs }
      for input in inputs where !isTopologyPaused {
        if let from = self.node(of: input) {
          storedTopology.declare(from: from, to: node)
        } else if input != .unknown {
          unnamedEnds.append((stage, input, true))
        }
      }
      return nil
    case .stageReleased(let stage):
      let key = Self.key(ofStage: stage)
      releasedStages.insert(key)
      releasedOrder.append(key)
      stages[stage] = nil
      olderStages[stage] = nil
      stageNodes[stage] = nil
      stageInputs[stage] = nil
      releasesSinceForgetting += 1
      if releasesSinceForgetting >= 1024 { forgetReleasedStages() }
      return nil
    case .bindingCreated(let stage, let target):
      if isTopologyPaused {
        return nil
      } else if let name = name(of: target) {
        storedTopology.declare(
          from: stageNode(stage), to: .property(name)
        )
      } else {
        unnamedEnds.append((stage, .property(target), false))
      }
      return nil
    case .stageValue(let stage, let value, let fate):
      let node = stageNode(stage)
      return log(
        node.label, .stage(stage: stage, fate: StageFate(fate)),
        LoggedValue(value), cause, node,
        isFed: isFed(stage, node, by: cause?.node))
    case .stageSent(_, let value):
      // Reported inside the pass it belongs to, so its cause is that pass.
      if let sequence = cause?.sequence {
        log.recordSent(LoggedValue(value), by: sequence)
      }
      return nil
    case .actionStarted(let action, let input):
      return logAction(
        action, .actionStarted, input is Void ? nil : LoggedValue(input), cause)
    case .actionValue(let action, let value):
      return logAction(action, .actionValue, LoggedValue(value), cause, ending: true)
    case .actionFailed(let action, let error):
      return logAction(
        action, .actionFailed(error: String(describing: error)), nil, cause, ending: true)
    case .actionCompleted(let action):
      return logAction(action, .actionCompleted, nil, cause, ending: true)
    case .actionInterrupted(let action):
      return logAction(action, .actionInterrupted, nil, cause, ending: true)
    case .producerStarted, .producerDisposed, .producerEnded:
      return nil
    }
  }

  /// Whether a value `stage` sends came in through one of its declared inputs (or from
  /// itself, a release of what it held): true when that cannot be told (an input with
  /// no name, or none declared).
  private func isFed(_ stage: UInt64, _ node: PipelineGraph.Node, by cause: PipelineGraph.Node?)
    -> Bool
  {
    guard let inputs = stageInputs[stage], let cause, cause != node else { return true }
    let named = inputs.map { self.node(of: $0) }
    if named.contains(cause) { return true }
    // An action's run feeds a stage only through its `.action` input: a stage reading
    // properties that sends while an action runs was started by it (a row it made).
    if cause.kind == .action,
      !inputs.contains(where: { if case .action = $0 { true } else { false } })
    {
      return false
    }
    return named.contains(nil)
  }

  /// Logs an event of a run of `action`; what a run sends (`ending`: its values, its
  /// end) is drawn from the action's `values` node, so the request a run makes feeds
  /// `executeSearch.values`, not back into the `executeSearch` that started it.
  private func logAction(
    _ action: ObjectIdentifier, _ kind: SessionEventKind, _ value: LoggedValue?, _ cause: Entry?,
    ending: Bool = false
  ) -> Entry? {
    guard let (name, owner, _) = named(action) else { return nil }
    return log(
      name, kind, value, cause, .action(ending ? name + ".values" : name), owner: owner)
  }

  private func log(
    _ subject: String, _ kind: SessionEventKind, _ value: LoggedValue?, _ cause: Entry?,
    _ node: PipelineGraph.Node, isFed: Bool = true, oldValue: LoggedValue? = nil,
    fields: [String: String]? = nil, owner: ViewModelID? = nil, fold: RowFold? = nil
  ) -> Entry {
    if !isTopologyPaused {
      if isFed, let from = cause?.node {
        storedTopology.see(from: from, to: node)
      } else {
        storedTopology.add(node)
      }
    }
    let sequence = append(
      subject: subject, kind, oldValue: oldValue, value: value, cause: cause?.sequence,
      fields: fields, owner: owner, fold: fold)
    return Entry(sequence: sequence, node: node)
  }

  // MARK: Requests

  /// A backend request started: logged as caused by what started it.
  public func requestStarted(_ request: TrackedRequest) {
    lock.withLock {
      let cause = entry(for: ReactiveInspection.currentCause)
      let node = requestNode(request.name)
      let entry = log(request.name, .requestStarted, nil, cause, node)
      if let sequence = entry.sequence { requestStarts[request.number] = sequence }
    }
  }

  /// A backend request ended: logged as caused by its start (a cancellation by what
  /// cancelled it), and what it delivers is caused by the end.
  public func requestEnded(
    _ request: TrackedRequest, _ outcome: RequestOutcome, deliver: () -> Void
  ) {
    let id = lock.withLock { () -> ReactiveEvent.ID in
      let start = requestStarts.removeValue(forKey: request.number)
      let kind: SessionEventKind
      var cause = start
      switch outcome {
      case .finished(let value, let milliseconds):
        kind = .requestFinished(summary: "\(RequestSummary.describe(value)) in \(milliseconds) ms")
      case .finishedEmpty(let milliseconds):
        kind = .requestFinished(summary: "no answer in \(milliseconds) ms")
      case .failed(let error, let milliseconds):
        kind = .requestFailed(error: "\(error) after \(milliseconds) ms")
      case .cancelled:
        kind = .requestCancelled
        cause = entry(for: ReactiveInspection.currentCause)?.sequence ?? start
      }
      let node = requestNode(request.name)
      let sequence = append(subject: request.name, kind, value: nil, cause: cause)
      let id = ownID(for: Entry(sequence: sequence, node: node))
      requestEnds[request.number] = id
      if requestEnds.count > 64, let oldest = requestEnds.keys.min() {
        requestEnds[oldest] = nil
      }
      return id
    }
    ReactiveInspection.withCause(id, deliver)
  }

  /// A backend's own work (the HTTP client's stages, a replayed recording's) is not
  /// logged: what it does is the request's start and end, whether it runs here (a
  /// fixture, a replay) or on the HTTP client's queue (a live backend). Everything it
  /// does is caused by a mark the log skips, and its answer is caused by the request's
  /// end.
  public func startingBackend(_ start: () -> Void) {
    let mark = lock.withLock {
      ownID(for: Entry(sequence: nil, node: nil, isInsideBackend: true))
    }
    ReactiveInspection.withCause(mark, start)
  }

  /// What a request sends after its end (its completion after its value) is caused by
  /// the end too, wherever it was sent from.
  public func requestSendsAfterEnd(_ request: TrackedRequest, deliver: () -> Void) {
    let end = lock.withLock { requestEnds.removeValue(forKey: request.number) }
    guard let end else { return deliver() }
    ReactiveInspection.withCause(end, deliver)
  }

  // MARK: Helpers

  @discardableResult
  private func append(
    subject: String, _ kind: SessionEventKind, oldValue: LoggedValue? = nil,
    value: LoggedValue?, cause: Int?, fields: [String: String]? = nil,
    owner: ViewModelID? = nil, fold: RowFold? = nil
  ) -> Int {
    let now = milliseconds()
    let sequence = log.append(
      subject: subject, kind: kind, oldValue: oldValue, value: value, cause: cause,
      milliseconds: now, turn: turn, isView: isTopologyPaused, fields: fields, owner: owner,
      fold: fold)
    onEvent?(
      SessionEvent(
        sequence: sequence, milliseconds: now, subject: subject, kind: kind, oldValue: oldValue,
        value: value, cause: cause, turn: turn, isView: isTopologyPaused, fields: nil,
        owners: owner.map { [$0] } ?? []))
    return sequence
  }

  private func entry(for id: ReactiveEvent.ID?) -> Entry? {
    guard let raw = id?.rawValue else { return nil }
    // Every row's tick of a turn has the tick's event as its cause (not a line: a line's
    // entry is made as it leaves `pendingLines`).
    if let lastCause, lastCause.id == raw { return lastCause.entry }
    // Only the logger's own identifiers can be lines; ReactiveCore's are far below.
    if raw > Self.firstOwnID, !pendingLines.isEmpty,
      let line = pendingLines.removeValue(forKey: raw)
    {
      let sequence = log.append(
        subject: "line \(line.number)", kind: .line(number: line.number), value: line.text,
        milliseconds: line.milliseconds, turn: line.turn, isView: isTopologyPaused)
      if let event = log.event(sequence), let onEvent { onEvent(event) }
      entries[raw] = Entry(sequence: sequence, node: nil)
    }
    let entry =
      entries[raw] ?? Self.entry(raw, in: runs) ?? olderEntries[raw]
      ?? Self.entry(raw, in: olderRuns)
    if raw > Self.firstOwnID, let entry { lastCause = (raw, entry) }
    return entry
  }

  /// Notes that the event `id` led where its cause `causeID`, whose entry is `cause`,
  /// did: the run of the event before it grows when that had the same cause.
  private func keep(_ cause: Entry, causedBy causeID: UInt64, for id: UInt64) {
    eventsInRuns += 1
    if let last = runs.last, last.cause == causeID, last.last &+ 1 == id {
      runs[runs.count - 1].last = id
    } else if runs.last.map({ $0.last < id }) ?? true {
      runs.append(EntryRun(first: id, last: id, cause: causeID, entry: cause))
    } else {
      // Out of order: the runs stay sorted.
      eventsInRuns -= 1
      entries[id] = cause
    }
  }

  /// The entry of the event `id` if one of `runs` holds it.
  private static func entry(_ id: UInt64, in runs: [EntryRun]) -> Entry? {
    guard let lastRun = runs.last, id <= lastRun.last, id >= runs[0].first else { return nil }
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].first <= id { low = middle } else { high = middle - 1 }
    }
    return id <= runs[low].last ? runs[low].entry : nil
  }

  /// `SubjectNames.mayHoldViewModels`, answered without reflection for the values most
  /// changes carry (every row's clock tick sends a number).
  private static func mayHoldViewModels(_ value: Any) -> Bool {
    // Told by the dynamic type, with no failed casts.
    let type = type(of: value)
    if type == Int.self || type == String.self || type == Bool.self || type == Double.self {
      return false
    }
    return SubjectNames.mayHoldViewModels(value)
  }

  private func ownID(for entry: Entry) -> ReactiveEvent.ID {
    let id = Self.nextOwnID()
    entries[id] = entry
    return ReactiveEvent.ID(rawValue: id)
  }

  private func name(of subject: ObjectIdentifier) -> String? {
    named(subject)?.text
  }

  /// The name of `subject` and the identity of the view-model whose member it is.
  private func named(_ subject: ObjectIdentifier) -> (
    text: String, owner: ViewModelID, fold: RowFold?
  )? {
    if let named = names.named(subject) { return named }
    // A miss (a new row, or a property no member names, such as a composed property's
    // internal relay) walks the stack again only once after each change to it.
    guard names.isStale, isOnSessionQueue() else { return nil }
    names.rebuild(screens().map { ($0.prefix, $0.root) })
    return names.named(subject)
  }

  private func node(of input: StageInput) -> PipelineGraph.Node? {
    switch input {
    case .stage(let stage): return stageNode(stage)
    case .property(let subject):
      return name(of: subject).map { .property($0) }
    case .action(let action):
      return name(of: action).map { .action($0) }
    case .unknown: return nil
    }
  }

  private func stageNode(_ stage: UInt64) -> PipelineGraph.Node {
    if let node = stageNodes[stage] { return node }
    guard let description = stages[stage] ?? olderStages[stage] else {
      return .stage(stage, "stage")
    }
    let node = PipelineGraph.Node.stage(stage, description)
    stageNodes[stage] = node
    return node
  }

  private static func key(ofStage stage: UInt64) -> String {
    PipelineGraph.Node.stage(stage, "").id
  }

  private func description(ofStage stage: UInt64) -> String {
    stages[stage] ?? olderStages[stage] ?? "stage"
  }

  private func requestNode(_ name: String) -> PipelineGraph.Node {
    let method = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    return .request(method)
  }

  /// Forgets what ReactiveCore events led to once there are far more of them than the
  /// log keeps, so a long session stays bounded: the entries live in two generations,
  /// and when the newer one is full the older one goes (an event that old no longer
  /// causes anything the log still has). The same for stages.
  /// The fewest entries (and stages) `prune` keeps in its newer generation.
  private static let leastPruneLimit = 40_000
  /// How many events `prune` lets pass between looks at the maps' sizes: a map may
  /// exceed its limit by this many before its generation turns over.
  private static let pruneCheckInterval = 256

  private func prune() {
    // The maps' sizes are looked at once every `pruneCheckInterval` events (each look,
    // on every event, cost as much as describing a number); the log's capacity (behind
    // its lock) only once a map is big.
    pruneCountdown -= 1
    guard pruneCountdown <= 0 else { return }
    pruneCountdown = Self.pruneCheckInterval
    let entryCount = entries.count + eventsInRuns
    guard entryCount > Self.leastPruneLimit || stages.count > Self.leastPruneLimit else {
      return
    }
    let capacity = log.capacity
    let limit = capacity > Int.max / 4 ? Int.max : max(4 * capacity, Self.leastPruneLimit)
    // The newer generation starts with room for as many as the one it replaces, so it
    // does not grow step by step again.
    if entryCount > limit {
      lastCause = nil
      olderEntries = entries
      entries = Dictionary(minimumCapacity: olderEntries.count)
      olderRuns = runs
      runs = []
      eventsInRuns = 0
    }
    if stages.count > limit {
      olderStages = stages
      stages = Dictionary(minimumCapacity: olderStages.count)
      stageNodes = [:]
    }
  }
}

extension StageFate {
  /// The fate ReactiveCore reported.
  init(_ fate: ReactiveEvent.Fate) {
    switch fate {
    case .passed: self = .passed
    case .dropped: self = .dropped
    case .held: self = .held
    case .cancelled: self = .cancelled
    }
  }
}

/// What the ticks of one turn that share an event share: their interval and cause.
private struct TickKey: Hashable {
  let seconds: Double
  let cause: Int
}

/// A typed line not logged yet: it is, with these, when it first causes something.
private struct PendingLine {
  let number: Int
  let text: String
  let milliseconds: Int64
  let turn: Int
}
