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
  /// What happened.
  public let kind: SessionEventKind
  /// The value involved, as the shell prints it (`"swift"`, `[20 items]`), if any.
  public let value: String?
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
  /// For a stage that passed `value` on as something else (a `map`'s result, a
  /// `combineLatest`'s pair), what it sent, as printed; nil when it sent what came in.
  public let sent: String?

  /// An event; the logger makes these, tests may too.
  public init(
    sequence: Int, milliseconds: Int64, subject: String, kind: SessionEventKind,
    value: String? = nil, cause: Int? = nil, rowCount: Int = 1, turn: Int = 0,
    isView: Bool = false, fields: [String: String]? = nil, sent: String? = nil,
    owners: [ViewModelID] = []
  ) {
    self.owners = owners
    self.fields = fields
    self.sent = sent
    self.sequence = sequence
    self.milliseconds = milliseconds
    self.subject = subject
    self.kind = kind
    self.value = value
    self.cause = cause
    self.rowCount = rowCount
    self.turn = turn
    self.isView = isView
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
  func sending(_ sent: String) -> SessionEvent {
    SessionEvent(
      sequence: sequence, milliseconds: milliseconds, subject: subject, kind: kind,
      value: value, cause: cause, rowCount: rowCount, turn: turn, isView: isView, fields: fields,
      sent: sent, owners: owners)
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
