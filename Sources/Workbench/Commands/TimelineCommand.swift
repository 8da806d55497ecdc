import Inspection
import Model

/// `timeline PATH... [--from T] [--to T] [--width N] [--stages] [--svg FILE]`: a marble
/// diagram of the session's events, one row per path on a shared time axis.
public struct TimelineCommand: ShellCommand {
  public static let name = "timeline"
  public static let signature = CommandSignature(
    [
      ArgumentSpec(
        "PATH", .path(.any), .oneOrMore,
        summary:
          "a property or action (help paths; a range is a row each), or a request as the log"
          + " names it, SERVICE.METHOD, or a count, resources.NAME")
    ],
    flags: [
      FlagSpec(
        "--from", value: .duration, placeholder: "T",
        summary: "start at T after the session began (default: the first value's second)"),
      FlagSpec("--to", value: .duration, placeholder: "T", summary: "end at T (default: now)"),
      FlagSpec(
        "--width", value: .columns, placeholder: "N",
        summary: "draw N columns wide (default: the terminal's width)"),
      FlagSpec(
        "--stages",
        summary: "add a row for each operator stage after each path, then what it feeds"),
      FlagSpec("--ascii", summary: "plain ASCII, as under NO_COLOR or TERM=dumb"),
      FlagSpec(
        "--at", value: .line, placeholder: "LINE",
        summary: "mark the moment right after line LINE, as goto LINE stands there"),
      FlagSpec(
        "--svg", value: .file, placeholder: "FILE", summary: "also write the picture as SVG"),
    ])
  public static let help = """
    Draws what happened to each PATH over time, as a marble diagram.
    One row per path on a shared time axis, from the session's event log, on either clock. Values are cut to fit, with their full text in a legend underneath; a value a stage dropped (×), a request cancelled (⊘) or a value held for later (◦) is marked.
    resources.NAME draws a count expect resources.NAME reads (resources.observers, resources.leaks, or a view-model type), sampled after each line and each action the clock runs.
    --stages adds the operator stages of each path's pipelines (filter, throttle(1s), flatMap(.latest)) and the requests they make, then the properties they feed.
    """

  /// The paths, one row each.
  let paths: [MemberPath]
  /// The window's start, if given.
  let from: TimeSpan?
  /// The window's end, if given.
  let to: TimeSpan?
  /// The width, if given.
  let width: Int?
  /// Whether to add the stages after each path.
  let showsStages: Bool
  /// Where to write an SVG copy, if anywhere.
  let svgFile: String?
  /// Whether to draw in plain ASCII whatever the terminal.
  let isASCII: Bool
  /// The line whose moment to mark, if any.
  let atLine: Int?

  public init(_ arguments: ParsedArguments) {
    paths = arguments.paths("PATH")
    from = arguments.duration("--from")
    to = arguments.duration("--to")
    width = arguments.word("--width").flatMap { Int($0) }
    showsStages = arguments.has("--stages")
    svgFile = arguments.word("--svg")
    isASCII = arguments.has("--ascii")
    atLine = arguments.word("--at").flatMap { Int($0) }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    _ = try session.requireFocus()
    let builder = TimelineBuilder(
      events: session.eventLog.events, topology: session.pipelineTopology,
      owners: session.currentOwners)
    let expanded = paths.flatMap { $0.rows == nil ? [$0] : $0.expanded }
    // `resources.NAME` is drawn from the session's samples of that count, not the log.
    let resourceNames = expanded.map { session.resourceName(in: $0) }
    let subjects = try zip(expanded, resourceNames).map { path, resource in
      resource == nil ? try session.timelineSubject(of: path, in: builder) : path.description
    }
    let screenPrefix = session.namedScreens.last?.prefix ?? ""
    var rows: [Timeline.Row] = []
    var drawn = Set<String>()
    for (index, (path, subject)) in zip(expanded, subjects).enumerated()
    where drawn.insert(subject).inserted {
      if let resource = resourceNames[index] {
        rows.append(try session.resourceTimelineRow(named: resource, label: path.description))
        continue
      }
      rows.append(builder.row(for: subject, label: path.description))
      guard showsStages else { continue }
      let stages = builder.stageRows(after: subject)
      rows += stages.rows
      for consumer in stages.consumers
      where !subjects.contains(consumer) && drawn.insert(consumer).inserted {
        let label =
          consumer.hasPrefix(screenPrefix)
          ? String(consumer.dropFirst(screenPrefix.count)) : consumer
        rows.append(builder.row(for: consumer, label: label))
      }
    }
    if let atLine {
      rows.append(try Self.moment(afterLine: atLine, in: session))
    }
    let start = start(of: rows)
    let timeline = Timeline(
      rows: rows, start: start,
      end: end(of: rows, from: start, now: session.elapsedMilliseconds))
    let lines = TimelineText.lines(
      of: timeline, width: width ?? session.console.width,
      style: isASCII ? .ascii : session.pictureStyle)
    session.console.wholeResult(lines.joined(separator: "\n"))
    if let svgFile {
      let destination = try PictureFile.write(
        TimelineSVG.document(of: timeline), to: svgFile, in: session)
      session.console.wholeResult("wrote the timeline as SVG \(destination)")
    }
    return .done
  }

  /// The row `--at LINE` adds: one mark, `@LINE`, where the line ended (where `goto LINE`
  /// stands).
  static func moment(afterLine line: Int, in session: Session) throws -> Timeline.Row {
    guard let record = session.history.record(numbered: line) else {
      throw ShellError(
        "timeline --at \(line): the session has no line \(line) (history lists them)")
    }
    let time = Int64((record.endOffset * 1_000_000_000).rounded())
    return Timeline.Row(label: "@\(line)", marks: [Timeline.Mark(time: time, text: "@\(line)")])
  }

  /// `--to`, else now, or later when the last mark is close to now: a fifth of the time
  /// drawn after it, so its value has room; at least a second after `start`, so a
  /// timeline drawn before anything happened has an axis in round steps.
  private func end(of rows: [Timeline.Row], from start: Int64, now: Int64) -> Int64 {
    let perMillisecond = TimelineBuilder.nanosecondsPerMillisecond
    if let to { return to.milliseconds * perMillisecond }
    let last = rows.flatMap(\.marks).map(\.time).filter { $0 >= start }.max() ?? start
    return max(now * perMillisecond, last + (last - start) / 5, start + 1000 * perMillisecond)
  }

  /// `--from`, else the whole second before the first mark drawn.
  private func start(of rows: [Timeline.Row]) -> Int64 {
    let second = 1000 * TimelineBuilder.nanosecondsPerMillisecond
    if let from { return from.milliseconds * TimelineBuilder.nanosecondsPerMillisecond }
    let first = rows.flatMap(\.marks).map(\.time).min() ?? 0
    return first / second * second
  }
}
