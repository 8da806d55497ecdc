/// What a marble timeline shows: rows of marks on one time axis, each mark a value at a
/// time with what became of it. Times are nanoseconds on the session's clock, counted
/// from the session's start. A pure value: `TimelineText` and `TimelineSVG` draw it.
public struct Timeline: Equatable, Sendable {
  /// What became of a value where it was seen.
  public enum Fate: Equatable, Sendable, CaseIterable {
    /// Sent on.
    case passed
    /// Thrown away (a filter rejected it, throttle superseded it).
    case dropped
    /// Abandoned with the work it belonged to (flatMap(.latest) replaced it, `cancel`).
    case cancelled
    /// Kept to be sent later (throttle or delay holds it).
    case held
  }

  /// One value on a row.
  public struct Mark: Equatable, Sendable {
    /// When, in nanoseconds since the session started.
    public let time: Int64
    /// The value as text (`"swift"`, `true`, `20 items`).
    public let text: String
    /// What became of it.
    public let fate: Fate

    /// A mark of `text` at `time` with `fate`.
    public init(time: Int64, text: String, fate: Fate = .passed) {
      self.time = time
      self.text = text
      self.fate = fate
    }
  }

  /// One line of the diagram: a label (a path, or a stage such as `throttle(1s)`) and
  /// its marks.
  public struct Row: Equatable, Sendable {
    /// What the row follows.
    public let label: String
    /// Its marks, in time order.
    public let marks: [Mark]

    /// A row labelled `label` with `marks` (sorted by time, keeping the order of equal
    /// times).
    public init(label: String, marks: [Mark]) {
      self.label = label
      self.marks = marks.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element)
    }
  }

  /// The rows, top to bottom.
  public let rows: [Row]
  /// The first instant drawn, in nanoseconds since the session started.
  public let start: Int64
  /// The last instant drawn (after `start`).
  public let end: Int64

  /// A timeline of `rows` from `start` to `end`; an `end` not after `start` is moved a
  /// millisecond past it.
  public init(rows: [Row], start: Int64, end: Int64) {
    self.rows = rows
    self.start = start
    self.end = max(end, start + 1_000_000)
  }

  /// The marks of `row` within the window, in order.
  func visibleMarks(of row: Row) -> [Mark] {
    row.marks.filter { $0.time >= start && $0.time <= end }
  }

  /// The fates other than `passed` that appear in the window, in declaration order.
  var unusualFates: [Fate] {
    Fate.allCases.filter { fate in
      fate != .passed && rows.contains { visibleMarks(of: $0).contains { $0.fate == fate } }
    }
  }
}
