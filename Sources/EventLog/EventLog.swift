import Foundation
import ViewModelKit

/// The session's event log: every event of the session (property changes, stage
/// fates, service requests, action runs, typed lines), each with its cause, in a ring
/// bounded to `capacity` events (10,000 by default) so a long session does not grow
/// without bound. A member changing across a list's rows in one turn is one event, so
/// a ticking list cannot flush the ring. Thread-safe.
public final class EventLog: @unchecked Sendable {
  /// How many events the log keeps by default.
  public static let defaultCapacity = 10_000

  private let lock = NSLock()
  private var ring: [SessionEvent] = []
  /// Where the oldest event is in `ring` once it is full.
  private var head = 0
  private var storedCapacity: Int
  private var lastSequence = 0
  /// The event of the current turn each fold key (`tweets[*].ageInSeconds`) went into,
  /// with the lowest and highest row seen and their values.
  private var folds: [String: RowFoldState] = [:]
  private var foldTurn = -1
  /// The last event logged before the open app was opened.
  private var appStart = 0

  /// An empty log keeping at most `capacity` events.
  public init(capacity: Int = EventLog.defaultCapacity) {
    storedCapacity = max(1, capacity)
  }

  /// The most events kept; setting it drops the oldest beyond it.
  public var capacity: Int {
    get { lock.withLock { storedCapacity } }
    set {
      lock.withLock {
        let kept = orderedEvents().suffix(max(1, newValue))
        ring = Array(kept)
        head = 0
        storedCapacity = max(1, newValue)
      }
    }
  }

  /// How many events were appended in all, including those the ring has dropped.
  public var appendedCount: Int { lock.withLock { lastSequence } }

  /// The events kept, oldest first.
  public var events: [SessionEvent] { lock.withLock { orderedEvents() } }

  /// The last `count` events kept, oldest first.
  public func last(_ count: Int) -> [SessionEvent] {
    lock.withLock { Array(orderedEvents().suffix(max(0, count))) }
  }

  /// The event numbered `sequence`, if the ring still has it.
  public func event(_ sequence: Int) -> SessionEvent? {
    lock.withLock { lookUp(sequence) }
  }

  /// Appends an event, numbering it; returns its number. A change to a row's member
  /// (`tweets[3].ageInSeconds`) in the same turn as a change to the same member of
  /// the rows next to it, with the same cause, is folded into that event, whose number is
  /// returned; a row that did not change between them keeps the ranges apart (`[0]` and
  /// `[2]`, never `[0…2]`), and so does a change with another cause (each row's own
  /// request, another page's timer), so `why` of any row of a range follows that row's
  /// cause.
  @discardableResult
  public func append(
    subject: String, kind: SessionEventKind, value: String? = nil, cause: Int? = nil,
    milliseconds: Int64, turn: Int, isView: Bool = false, fields: [String: String]? = nil,
    owner: ViewModelID? = nil
  ) -> Int {
    append(
      subject: subject, kind: kind, oldValue: nil, value: value.map(LoggedValue.text),
      cause: cause, milliseconds: milliseconds, turn: turn, isView: isView, fields: fields,
      owner: owner)
  }

  /// `append`, with the values kept as the logger recorded them (see `LoggedValue`),
  /// described only when the event is read; `oldValue`, for a `changed` kind, the value
  /// it replaced; `fold`, `RowFold(subject)` when the caller knows it already (nil: not
  /// known, or no row's).
  @discardableResult
  func append(
    subject: String, kind: SessionEventKind, oldValue: LoggedValue?, value: LoggedValue?,
    cause: Int?, milliseconds: Int64, turn: Int, isView: Bool, fields: [String: String]?,
    owner: ViewModelID?, fold: RowFold? = nil
  ) -> Int {
    lock.withLock {
      if turn != foldTurn {
        folds = [:]
        foldTurn = turn
      }
      let foldable = kind.isChange ? fold ?? RowFold(subject) : nil
      // Only a row next to the range folds in, so a range names only rows that changed,
      // and only a change with the range's cause, so the fold's cause is each row's.
      if let foldable, var fold = folds[foldable.key],
        foldable.row >= fold.low - 1, foldable.row <= fold.high + 1, fold.cause == cause,
        let index = index(of: fold.sequence)
      {
        fold.take(row: foldable.row, value: value)
        folds[foldable.key] = fold
        // Changed in place: a fold over 10,000 rows must not copy its owners each row.
        ring[index].subject = foldable.subject(low: fold.low, high: fold.high)
        ring[index].rowCount += 1
        ring[index].foldValues(
          first: fold.lowValue, last: fold.rowsDiffer ? fold.highValue : nil,
          elidesRows: fold.high - fold.low > 1)
        if let owner { ring[index].owners.append(owner) }
        return fold.sequence
      }
      lastSequence += 1
      let event = SessionEvent(
        sequence: lastSequence, milliseconds: milliseconds, subject: subject, kind: kind,
        oldValue: oldValue, value: value, cause: cause, turn: turn, isView: isView,
        fields: fields, owners: owner.map { [$0] } ?? [])
      append(event)
      if let foldable {
        folds[foldable.key] = RowFoldState(
          sequence: lastSequence, cause: cause, row: foldable.row, value: value)
      }
      return lastSequence
    }
  }

  /// Records that the stage of the event numbered `sequence` sent `sent` on for the
  /// value it passed (ReactiveCore reports what a stage sends after its pass), unless
  /// that reads as the value itself.
  public func recordSent(_ sent: String, by sequence: Int) {
    recordSent(.text(sent), by: sequence)
  }

  /// `recordSent`, with the value sent kept as the logger recorded it.
  func recordSent(_ sent: LoggedValue, by sequence: Int) {
    lock.withLock {
      guard let index = index(of: sequence), !ring[index].valuePrintsLike(sent) else { return }
      ring[index] = ring[index].sending(sent)
    }
  }

  /// The open app, `name`, closed: the events about its members logged since it opened
  /// are named with the app as their first screen (`photos/searchText`), so they stay in
  /// the log under their own app and never answer for another app's member of the same
  /// name.
  public func appClosed(named name: String) {
    lock.withLock {
      for index in ring.indices
      where ring[index].sequence > appStart && ring[index].namesAMember {
        let event = ring[index]
        ring[index] = event.folded(subject: "\(name)/\(event.subject)", rowCount: event.rowCount)
      }
      appStart = lastSequence
      folds = [:]
    }
  }

  /// Forgets every event (numbering goes on).
  public func removeAll() {
    lock.withLock {
      ring = []
      head = 0
      folds = [:]
    }
  }

  private func append(_ event: SessionEvent) {
    if ring.count < storedCapacity {
      ring.append(event)
    } else {
      ring[head] = event
      head = (head + 1) % storedCapacity
    }
  }

  private func orderedEvents() -> [SessionEvent] {
    guard head > 0 else { return ring }
    return Array(ring[head...] + ring[..<head])
  }

  /// Where the event numbered `sequence` is in `ring`: numbers are consecutive, so
  /// the position follows from the oldest event's number.
  private func index(of sequence: Int) -> Int? {
    guard !ring.isEmpty else { return nil }
    let oldest = ring[head].sequence
    let offset = sequence - oldest
    guard offset >= 0, offset < ring.count else { return nil }
    let index = (head + offset) % ring.count
    return ring[index].sequence == sequence ? index : nil
  }

  private func lookUp(_ sequence: Int) -> SessionEvent? {
    index(of: sequence).map { ring[$0] }
  }
}

extension SessionEventKind {
  /// Whether this is a property's value being sent (changed or not).
  public var isChange: Bool {
    switch self {
    case .changed, .unchanged: true
    default: false
    }
  }
}
