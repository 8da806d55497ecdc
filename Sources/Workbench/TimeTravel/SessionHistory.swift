import EventLog

/// The lines a session ran, numbered as they ran: what `history` lists and what time
/// travel replays into a fresh session. Used on the session queue.
public final class SessionHistory {
  /// Every line so far, in order (blank lines and comments are not kept).
  public private(set) var records: [LineRecord] = []

  /// An empty history.
  public init() {}

  /// Adds the line that just concluded.
  func add(_ record: LineRecord) {
    records.append(record)
  }

  /// Starts over from `records` (a branch keeps the lines up to where it began).
  func replace(with records: [LineRecord]) {
    self.records = records
  }

  /// The line numbered `number`, if the session ran one.
  public func record(numbered number: Int) -> LineRecord? {
    records.first { $0.number == number }
  }

  /// How many events each line caused, by line number, counting the events `log` still
  /// holds whose chain of causes leads back to the line (the line's own root event is
  /// not counted). A line whose events the bounded log has let go of is missing.
  public static func eventCounts(in log: EventLog) -> [Int: Int] {
    var lineOf: [Int: Int] = [:]
    var counts: [Int: Int] = [:]
    for event in log.events {
      if case .line(let number) = event.kind {
        lineOf[event.sequence] = number
        counts[number, default: 0] += 0
        continue
      }
      guard let cause = event.cause, let number = lineOf[cause] else { continue }
      lineOf[event.sequence] = number
      counts[number, default: 0] += 1
    }
    return counts
  }
}
