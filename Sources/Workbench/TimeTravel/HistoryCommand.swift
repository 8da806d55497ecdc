import TerminalText

/// `history`: the session's lines, numbered, each with when it started and how many
/// events it caused, the way Redux DevTools lists actions.
public struct HistoryCommand: ShellCommand {
  public static let name = "history"
  public static let help = """
    Lists the session's lines, numbered, with their times and events caused.
    Each line shows its number, when it started on the session's clock (+2.000s), the line as typed (secrets masked) and how many events it caused, however late (a throttled request's answer counts for the line that fed it); a failed line says so, and a line about the shell rather than the session (save, tour, goto) is marked "not replayed". At a moment of the past (goto), the line you stand after is marked @. goto LINE goes back to right after a line.
    """
  public static let isReplayed = false

  public init(_ arguments: ParsedArguments) {}

  public func run(in session: Session) throws -> CommandOutcome {
    let records = session.history.records
    guard !records.isEmpty else {
      session.console.result("no lines yet: the lines you type are listed here, numbered")
      return .done
    }
    let counts = SessionHistory.eventCounts(in: session.eventLog)
    let oldest = session.eventLog.events.first?.sequence ?? (session.eventLog.appendedCount + 1)
    let standingAt = session.timeTravel.standing?.lastLine
    // Listed by number: a line another ran (`type`, a tour's own) concludes before it.
    let rows = records.sorted { $0.number < $1.number }.map { record -> [String] in
      let marker = record.number == standingAt ? "@" : " "
      return [
        "\(marker)\(record.number)", record.timeText, record.line,
        Self.outcome(of: record, count: counts[record.number], oldestLogged: oldest),
      ]
    }
    session.console.wholeResult(
      ColumnTable(rows: rows, indent: "", minimumLastWidth: 12).render(width: session.console.width)
        .joined(separator: "\n"))
    return .done
  }

  /// What the last column says of `record`: its events, or why there are none to count.
  private static func outcome(of record: LineRecord, count: Int?, oldestLogged: Int) -> String {
    if record.failure != nil { return "failed" }
    if !record.isReplayed { return "not replayed" }
    if count == nil, record.eventsAfter > record.eventsBefore,
      record.eventsBefore + 1 < oldestLogged
    {
      return "events no longer logged"
    }
    let events = count ?? 0
    return "\(events) \(events == 1 ? "event" : "events")"
  }
}
