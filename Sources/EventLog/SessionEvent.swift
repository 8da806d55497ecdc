import ViewModelKit

/// One entry of the session's event log (`EventLog`): what happened, to what, when, and
/// what caused it. Subjects are named the way a user types them: a member path
/// (`searchResults[3].favorites`, `save.isExecuting`), a service request
/// (`service.search("swift")`), an operator stage (`throttle(1s)`) or a typed line
/// (`line 7`). A member's event also carries the identity of the view-model it happened
/// to (`owners`), so a question about a path is answered by the events of the object now
/// there, not of an object that had its name before.
public struct SessionEvent: Sendable, Equatable {
  /// The event's number in the session, starting at 1, increasing in the order events
  /// were recorded (`#12`).
  public let sequence: Int
  /// When it happened, in milliseconds since the session started, on the clock in
  /// charge then (virtual or real).
  public let milliseconds: Int64
  /// What it happened to, in the path grammar (see the type's comment).
  public internal(set) var subject: String
  /// What happened. A change's old value is described when this is read (see
  /// `LoggedValue`); `isChange` and `namesAMember` tell the kind without describing it.
  public var kind: SessionEventKind {
    if let oldValue { return .changed(old: oldValue.text) }
    return storedKind
  }
  /// The value involved, as the shell prints it (`"swift"`, `[20 items]`), if any;
  /// described when read. A change folded over rows whose values differ gives the first
  /// and last row's (`61, …, 1201`; `61, 121` for two rows).
  public var value: String? {
    guard let lastRowValue, let first = storedValue else { return storedValue?.text }
    return first.text + (elidesRows ? ", …, " : ", ") + lastRowValue.text
  }
  /// The sequence number of the event during whose delivery this one happened; nil for
  /// a root (a typed line, a timer nobody's change scheduled).
  public let cause: Int?
  /// How many rows of a list this event stands for: a member that changed across a
  /// list's rows in one turn is one event (`subject` then names the range of rows,
  /// `tweets[0…19].ageInSeconds`). 1 otherwise.
  public internal(set) var rowCount: Int
  /// For a member's event, the identity of the view-model whose member it is; for a
  /// change folded over rows, each row's, in the order they changed. Empty for events
  /// that name no member (a line, a request, an operator stage) and for events made
  /// without one.
  public internal(set) var owners: [ViewModelID]
  /// The delivery turn it belongs to: events recorded while one root's consequences
  /// were being delivered, without returning to the session queue, share a turn.
  public let turn: Int
  /// Whether it happened in the view layer (a View's own bindings, drawn by `view`),
  /// not in a view-model: `log`, `trace` and `why` leave these out unless asked.
  public let isView: Bool
  /// For a change to a plain value with fields (a user), each field's value as printed,
  /// by its path inside the value (`firstName`, `address.city`), so `timeline
  /// loggedInUser.firstName` can be drawn; nil for other events and values.
  public let fields: [String: String]?
  /// The value of `row` as this change left it: for a change folded over rows
  /// (`tweets[0…19].ageInSeconds`), the first or the last row's, or any row's when the
  /// rows' values are all the same; nil for a row between the first and the last whose
  /// values differ, which the fold does not keep. For any other change, `value`.
  public func value(ofRow row: Int) -> String? {
    guard rowCount > 1, let rows = RowRange(subject)?.rows else { return value }
    guard let lastRowValue else { return storedValue?.text }
    if row == rows.lowerBound { return storedValue?.text }
    return row == rows.upperBound ? lastRowValue.text : nil
  }
  /// For a stage that passed `value` on as something else (a `map`'s result, a
  /// `combineLatest`'s pair), what it sent, as printed; nil when it sent what came in.
  public var sent: String? { storedSent?.text }

  /// The kind as recorded: for a change whose old value is kept (`oldValue`), a
  /// `changed` with no old value.
  private let storedKind: SessionEventKind
  /// A change's old value, kept to be described when `kind` is read; nil when `kind` is
  /// stored whole.
  private let oldValue: LoggedValue?
  private var storedValue: LoggedValue?
  private var storedSent: LoggedValue?
  /// For a change folded over rows whose values differ, the last row's value.
  private var lastRowValue: LoggedValue?
  /// Whether rows lie between the first and the last of such a fold.
  private var elidesRows = false

  /// An event; the logger makes these, tests may too.
  public init(
    sequence: Int, milliseconds: Int64, subject: String, kind: SessionEventKind,
    value: String? = nil, cause: Int? = nil, rowCount: Int = 1, turn: Int = 0,
    isView: Bool = false, fields: [String: String]? = nil, sent: String? = nil,
    owners: [ViewModelID] = []
  ) {
    self.init(
      sequence: sequence, milliseconds: milliseconds, subject: subject, kind: kind,
      oldValue: nil, value: value.map(LoggedValue.text), cause: cause, rowCount: rowCount,
      turn: turn, isView: isView, fields: fields, sent: sent.map(LoggedValue.text),
      owners: owners)
  }

  /// An event whose values are kept as the logger recorded them (see `LoggedValue`):
  /// `oldValue`, for a `changed` kind, the value it replaced.
  init(
    sequence: Int, milliseconds: Int64, subject: String, kind: SessionEventKind,
    oldValue: LoggedValue?, value: LoggedValue?, cause: Int?, rowCount: Int = 1, turn: Int,
    isView: Bool, fields: [String: String]?, sent: LoggedValue? = nil,
    owners: [ViewModelID]
  ) {
    self.owners = owners
    self.fields = fields
    self.storedSent = sent
    self.sequence = sequence
    self.milliseconds = milliseconds
    self.subject = subject
    self.storedKind = kind
    self.oldValue = oldValue
    self.storedValue = value
    self.cause = cause
    self.rowCount = rowCount
    self.turn = turn
    self.isView = isView
  }

  /// `kind` with a change's old value left out (`changed(old: nil)`), for a reader that
  /// does not print it (`trace`, `watch`), which then does not describe it.
  public var kindWithoutOldValue: SessionEventKind { storedKind }

  /// Whether this is a property's value being sent (changed or not): `kind.isChange`,
  /// without describing the old value.
  public var isChange: Bool { storedKind.isChange }

  /// Whether the subject is a member of the open app: `kind.namesAMember`, without
  /// describing the old value.
  public var namesAMember: Bool { storedKind.namesAMember }

  /// Whether the event is a stage's or a property's value as recorded, described the
  /// same as `sent` (ints and flags compared as they are).
  func valuePrintsLike(_ sent: LoggedValue) -> Bool {
    guard let storedValue else { return false }
    return storedValue.printsLike(sent)
  }

  /// Records the values of the rows this change is folded over: the first row's, and
  /// the last row's when the rows' values differ (nil when they are all `first`).
  mutating func foldValues(first: LoggedValue?, last: LoggedValue?, elidesRows: Bool) {
    storedValue = first
    lastRowValue = last
    self.elidesRows = elidesRows
  }

  /// The same event standing for a different subject and number of rows (folding).
  func folded(subject: String, rowCount: Int) -> SessionEvent {
    var event = self
    event.subject = subject
    event.rowCount = rowCount
    return event
  }

  /// The same event with its subject written `subject` (as printed from where the user
  /// stands: `searchResults[0].favorites` on the screen logged `SearchResults/`).
  public func named(_ subject: String) -> SessionEvent {
    folded(subject: subject, rowCount: rowCount)
  }

  /// The same event, recording that its stage sent `sent` on for its value.
  func sending(_ sent: LoggedValue) -> SessionEvent {
    var event = self
    event.storedSent = sent
    return event
  }

  /// Events are equal when everything they print and carry is: values compared as
  /// described, however they are kept.
  public static func == (lhs: SessionEvent, rhs: SessionEvent) -> Bool {
    lhs.sequence == rhs.sequence && lhs.milliseconds == rhs.milliseconds
      && lhs.subject == rhs.subject && lhs.kind == rhs.kind && lhs.value == rhs.value
      && lhs.cause == rhs.cause && lhs.rowCount == rhs.rowCount && lhs.owners == rhs.owners
      && lhs.turn == rhs.turn && lhs.isView == rhs.isView && lhs.fields == rhs.fields
      && lhs.sent == rhs.sent
  }

  /// The time as the log prints it: `+2.300s`.
  public var timeText: String {
    let sign = milliseconds < 0 ? "-" : "+"
    let magnitude = abs(milliseconds)
    let fraction = String(magnitude % 1000)
    return
      "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }

  /// `#12`.
  public var reference: String { "#\(sequence)" }
}
