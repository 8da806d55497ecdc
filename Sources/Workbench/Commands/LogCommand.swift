import EventLog
import Inspection
import TerminalText

/// `log [PATH...] [--last N] [--json] [--views]`: the session's events as a time-ordered table,
/// with causes as references.
public struct LogCommand: ShellCommand {
  public static let name = "log"
  public static let signature = CommandSignature(
    [
      ArgumentSpec(
        "PATH", .path(.any), .zeroOrMore, summary: "only the events touching these paths")
    ],
    flags: [
      FlagSpec(
        "--last", value: .value, placeholder: "N", summary: "only the last N events (default 40)"),
      FlagSpec("--json", summary: "print the events as JSON, for bug reports and tools"),
      FlagSpec("--views", summary: "include the view layer's own events (a View's bindings)"),
      FlagSpec(
        "--keep", value: .value, placeholder: "N",
        summary: "keep the last N events from now on (default 10000)"),
    ])
  public static let help = """
    Lists the session's events, oldest first, with their causes.
    The events are property changes, operator stages (passed, dropped, held, cancelled; one that sent on something else says what it got and what it sent), service requests, action runs and the typed lines that caused them. Each line reads #N ← #C  TIME  EVENT: event N was caused by event C. With PATHs, only the events touching them (a row's member, the list it is in). The view layer's own events (the bindings of a View drawn by view) are left out unless --views is given. The log keeps the last 10,000 events.
    --keep N sets how many events the log keeps, from 1 to 10,000,000 (the oldest go first).
    Examples: log, log searchText tweets, log --last 100, log --json, log --keep 50000
    """

  /// The paths events must touch; empty for every event.
  let paths: [MemberPath]
  /// How many events to list at most, as typed.
  let last: ValueLiteral?
  /// Whether to print JSON.
  let json: Bool
  /// Whether to include the view layer's own events.
  let includesViews: Bool
  /// The log's new capacity, as typed.
  let keep: ValueLiteral?

  public init(_ arguments: ParsedArguments) throws {
    paths = arguments.paths("PATH")
    json = arguments.has("--json")
    includesViews = arguments.has("--views")
    last = arguments.value("--last")
    keep = arguments.value("--keep")
  }

  /// The most events `--keep` accepts: a bound, so that a mistyped number cannot ask for
  /// more memory than a machine has.
  static let maximumKept = 10_000_000

  /// How many events the table lists without `--last`.
  static let defaultCount = 40

  public func run(in session: Session) throws -> CommandOutcome {
    if let keep {
      guard case .number(let digits) = keep, let capacity = Int(digits),
        (1...Self.maximumKept).contains(capacity)
      else {
        throw ShellError(
          "log: --keep takes a whole number of events from 1 to \(Self.maximumKept), not \(keep)")
      }
      session.eventLog.capacity = capacity
      session.console.result("the log keeps the last \(capacity) events")
      return .done
    }
    let closed = paths.filter(session.namesAClosedApp)
    for path in paths where !closed.contains(path) {
      _ = try PathResolver.resolveRows(path, from: try session.root(of: path))
    }
    let subjects = paths.map { closed.contains($0) ? $0.description : session.logSubject(for: $0) }
    let all = session.eventLog.events(touching: subjects, owners: session.currentOwners)
      .filter { includesViews || !$0.isView }
    var count = json ? all.count : Self.defaultCount
    if let last {
      guard case .number(let digits) = last, let number = Int(digits), number > 0 else {
        throw ShellError("log: --last takes a positive whole number of events, not \(last)")
      }
      count = number
    }
    let shown = Array(all.suffix(count))
    if json {
      session.console.wholeResult(EventLogJSON.encode(shown))
      return .done
    }
    guard !shown.isEmpty else {
      session.console.result(
        paths.isEmpty
          ? "the log is empty"
          : "no events touching \(paths.map(\.description).joined(separator: ", "))")
      return .done
    }
    var lines: [String] = []
    if all.count > shown.count {
      lines.append("(\(all.count - shown.count) earlier events; log --last N shows more)")
    }
    lines += Self.table(shown.map(session.shown), width: session.console.width)
    session.console.result(lines.joined(separator: "\n"))
    return .done
  }

  /// The rows for `events`: `#12 ← #9   +2.300s  searchText = "swift"`.
  static func table(_ events: [SessionEvent], width: Int) -> [String] {
    let references = events.map { event in
      event.reference + (event.cause.map { " ← #\($0)" } ?? "")
    }
    let referenceWidth = references.map(\.count).max() ?? 0
    return zip(events, references).map { event, reference in
      let lead =
        reference.padding(toLength: referenceWidth, withPad: " ", startingAt: 0) + "  "
        + event.timeText + "  "
      let text = EventText.describe(event, room: max(10, width - lead.count - 24))
      return TextFitting.truncated(lead + text, to: width)
    }
  }
}
