import EventLog
import Foundation
import Synchronization
import TerminalText

/// `trace on`: prints the session's events as they are logged, causes before effects,
/// each with its time: property changes (a value sent again without changing is marked
/// `(unchanged)`), values an operator dropped, held, released or cancelled, service
/// requests, command runs (to their end, even when they pushed a screen) and navigation.
/// The events of one delivery turn are grouped: the turn's first line starts at the
/// time, the others are indented under it. A member changing across a list's rows in
/// one turn folds into one line (`Console.traceChange`).
public final class Tracer: @unchecked Sendable {
  /// How long (real time) a run of row changes is held for folding: rows' timers
  /// started together fire a few milliseconds apart on the real clock.
  static let foldingWindow = 0.1

  private let console: Console
  private let log: EventLog
  private let hopShortlyAfter: (@escaping () -> Void) -> Void
  private let shown: (SessionEvent) -> SessionEvent
  private let lock = NSRecursiveLock()
  private var lastTurn: Int?
  /// The lead each member's rows take in the current turn.
  private var rowLeads: [String: String] = [:]
  private var isFlushPending = false
  private var on = false {
    didSet { isOnWithoutLock.store(on, ordering: .relaxed) }
  }
  /// `on`, read on every event without the lock: most events come with tracing off.
  private let isOnWithoutLock = Synchronization.Atomic<Bool>(false)

  /// Whether tracing is on.
  public var isOn: Bool { lock.withLock { on } }

  /// A tracer printing `log`'s events to `console`; `hopShortlyAfter` runs a closure on
  /// the session queue once `foldingWindow` has passed; `shown` writes an event's
  /// subject as seen from where the user stands.
  init(
    console: Console, log: EventLog,
    hopShortlyAfter: @escaping (@escaping () -> Void) -> Void,
    shown: @escaping (SessionEvent) -> SessionEvent = { $0 }
  ) {
    self.console = console
    self.log = log
    self.hopShortlyAfter = hopShortlyAfter
    self.shown = shown
  }

  /// Turns tracing on or off.
  func set(on: Bool) {
    flush()
    lock.withLock {
      self.on = on
      lastTurn = nil
    }
  }

  /// Takes an event just logged (a row's own change, before folding); prints it if
  /// trace shows it.
  func take(_ event: SessionEvent) {
    guard isOnWithoutLock.load(ordering: .relaxed) else { return }
    let isHolding = lock.withLock { () -> Bool in
      guard on, Self.shows(event, log: log) else { return false }
      let event = shown(event)
      var lead = lastTurn == event.turn ? "\(event.timeText)   " : "\(event.timeText) "
      if lastTurn != event.turn { rowLeads = [:] }
      lastTurn = event.turn
      if let fold = RowFold(event.subject) {
        // Every row of a run takes its first row's lead, so the console folds them.
        lead = rowLeads[fold.key] ?? lead
        rowLeads[fold.key] = lead
      }
      let room = max(10, console.room(after: "trace: \(lead)\(event.subject) = "))
      // A change's old value is not printed, so not described.
      switch event.kindWithoutOldValue {
      case .changed, .unchanged:
        let value = TextFitting.truncated(event.value ?? "", to: room)
        let marked = event.kindWithoutOldValue == .unchanged ? value + " (unchanged)" : value
        return console.traceChange(lead + event.subject, to: marked)
      default:
        let released = EventText.isRelease(event, causedBy: event.cause.flatMap(log.event))
        let text = EventText.describe(event, released: released, room: room)
        console.traceEvent(lead + text)
        return false
      }
    }
    guard isHolding else { return }
    let shouldSchedule = lock.withLock { () -> Bool in
      defer { isFlushPending = true }
      return !isFlushPending
    }
    if shouldSchedule { hopShortlyAfter { [weak self] in self?.flush() } }
  }

  /// Prints the row changes held for folding.
  func flush() {
    lock.withLock { isFlushPending = false }
    console.flushTrace()
  }

  /// Whether trace prints `event`: not typed lines, not values an operator merely
  /// passed on (but a held value's release, yes), not a binding's plumbing, not the view
  /// layer's own events (a View drawn by `view`).
  static func shows(_ event: SessionEvent, log: EventLog) -> Bool {
    if event.isView { return false }
    switch event.kindWithoutOldValue {
    case .line, .stageCreated: return false
    case .stage(_, let fate):
      guard !EventText.isPlumbing(event) else { return false }
      if fate == .passed {
        return EventText.isRelease(event, causedBy: event.cause.flatMap(log.event))
      }
      return true
    default: return true
    }
  }
}
