import EventLog

/// Makes a `Timeline`'s rows from the session's event log: a property's changes, an
/// action's runs, a service request's starts and ends, an operator stage's values with
/// their fates, and the stages of a property's pipelines from the topology the log saw.
struct TimelineBuilder {
  /// The events to draw from, oldest first.
  let events: [SessionEvent]
  /// The pipelines seen, for `stageRows(after:)`.
  let topology: PipelineGraph
  /// What is at the members' names now: a row's marks are its own object's, not those
  /// of a replaced row that had its number.
  var owners: CurrentOwners = .byName

  /// Nanoseconds in a millisecond, the log's unit.
  static let nanosecondsPerMillisecond: Int64 = 1_000_000

  /// Whether the log has anything for `subject` to draw.
  func hasEvents(for subject: String) -> Bool {
    events.contains { mark(of: $0, for: subject) != nil }
  }

  /// The row of `subject` (a path as the log names it, or a service request's
  /// `service.method`), labelled `label`.
  func row(for subject: String, label: String) -> Timeline.Row {
    let marks = events.compactMap { mark(of: $0, for: subject) }
    guard marks.isEmpty else { return Timeline.Row(label: label, marks: marks) }
    let count = countMarks(for: subject)
    return Timeline.Row(label: label, marks: count.isEmpty ? fieldMarks(for: subject) : count)
  }

  /// The marks of a field of a logged value (`loggedInUser.firstName`), which nothing
  /// logs itself: one at each change of the value (`loggedInUser`, or `a.b` for
  /// `a.b.c`) that changed the field, with the field's value as the change kept it
  /// (`nil` when the value became nil).
  private func fieldMarks(for subject: String) -> [Timeline.Mark] {
    var marks: [Timeline.Mark] = []
    var cut = subject.endIndex
    // The nearest logged value holding the field: loggedInUser, then further out.
    while let dot = subject[..<cut].lastIndex(of: "."), marks.isEmpty {
      let base = String(subject[..<dot])
      let field = String(subject[subject.index(after: dot)...])
      var last: String?
      for event in events {
        guard case .changed = event.kind, event.subject == base else { continue }
        let text = event.fields?[field] ?? (event.value == "nil" ? "nil" : nil)
        guard let text, text != last else { continue }
        last = text
        marks.append(mark(event, Self.shortened(text)))
      }
      cut = dot
    }
    return marks
  }

  /// The marks of a list's `count` (`tweets.count`), which nothing logs itself: one at
  /// each change of the list, with the number of items the change logged (`[20 items]`).
  private func countMarks(for subject: String) -> [Timeline.Mark] {
    guard subject.hasSuffix(".count") else { return [] }
    let list = String(subject.dropLast(".count".count))
    return events.compactMap { event in
      guard case .changed = event.kind, event.subject == list, let value = event.value,
        let count = Self.itemCount(in: value)
      else { return nil }
      return mark(event, String(count))
    }
  }

  /// The number in a list's logged value (`[20 items]`, `[1 item]`), nil for any other
  /// value.
  static func itemCount(in value: String) -> Int? {
    guard value.hasPrefix("["), value.hasSuffix(" items]") || value.hasSuffix(" item]") else {
      return nil
    }
    return Int(value.dropFirst().prefix { $0 != " " })
  }

  /// A row for each operator stage and service request downstream of the property
  /// `subject`, up to the properties and actions they feed, in the order values reach
  /// them. `<~` bindings are left out: they pass everything on. A request is one node
  /// for every pipeline that makes it (a request of each row), so from a
  /// request on, only the events caused by this pipeline's own stages are drawn. Also
  /// the properties the pipeline feeds (`consumers`), in the order reached; inside a
  /// list only those of the same row (`searchResults[1].favorites` for
  /// `searchResults[1].isVisible`).
  func stageRows(after subject: String) -> (rows: [Timeline.Row], consumers: [String]) {
    let row = subject.range(of: "].", options: .backwards).map { String(subject[..<$0.upperBound]) }
    var consumers: [String] = []
    let bySequence = Dictionary(events.map { ($0.sequence, $0) }, uniquingKeysWith: { $1 })
    // The events of this pipeline's own stages (a change of the path itself may be one
    // event for many rows, so it does not tell pipelines apart).
    var own = Set<Int>()
    func isOwn(_ event: SessionEvent) -> Bool {
      var next = event.cause
      var hops = 0
      while let sequence = next, hops < 256 {
        if own.contains(sequence) { return true }
        next = bySequence[sequence]?.cause
        hops += 1
      }
      return false
    }
    let start = PipelineGraph.Node.property(subject)
    var queue = [(node: start, isPastRequest: false)]
    var visited: Set = [start.id]
    var rows: [Timeline.Row] = []
    while !queue.isEmpty {
      let (node, isPastRequest) = queue.removeFirst()
      for edge in topology.edges(from: node.id) where !visited.contains(edge.to) {
        guard let next = topology.node(edge.to) else { continue }
        visited.insert(next.id)
        let matches: (SessionEvent) -> Timeline.Mark?
        switch next.kind {
        case .stage:
          guard let stage = next.stageNumber else { continue }
          matches = { mark(of: $0, stage: stage) }
        case .request:
          matches = { mark(of: $0, for: next.label) }
        case .property:
          if !next.id.contains("[") || row.map(next.id.hasPrefix) == true {
            consumers.append(next.id)
          }
          continue
        case .action, .viewModel:
          continue
        }
        let isShared = isPastRequest || next.kind == .request
        var marks: [Timeline.Mark] = []
        for event in events {
          guard let mark = matches(event), !isShared || isOwn(event) else { continue }
          own.insert(event.sequence)
          marks.append(mark)
        }
        // From a request on, a step with none of this pipeline's events may be another's.
        if isShared && marks.isEmpty { continue }
        queue.append((next, isShared))
        if next.label != "<~" { rows.append(Timeline.Row(label: next.label, marks: marks)) }
      }
    }
    return (rows, consumers)
  }

  private func mark(of event: SessionEvent, stage: UInt64) -> Timeline.Mark? {
    guard case .stage(let number, let fate) = event.kind, number == stage else { return nil }
    return mark(event, Self.output(of: event), Self.fate(fate))
  }

  /// The mark `event` makes on the row of `subject`, if any.
  private func mark(of event: SessionEvent, for subject: String) -> Timeline.Mark? {
    switch event.kind {
    case .changed:
      guard SubjectMatch.names(event.subject, path: subject), owners.answers(event, for: subject)
      else { return nil }
      // A change folded over several rows keeps its first and last row's values: a row
      // between them whose value the fold does not keep says only that it changed.
      guard event.subject != subject, event.rowCount > 1, let row = RowFold(subject)?.row else {
        return mark(event, event.value.map(Self.shortened) ?? "")
      }
      return mark(event, event.value(ofRow: row).map(Self.shortened) ?? "changed")
    case .actionStarted, .actionValue, .actionFailed, .actionCompleted, .actionInterrupted:
      guard event.subject == subject, owners.answers(event, for: subject) else { return nil }
      return actionMark(event)
    case .requestStarted, .requestFinished, .requestFailed, .requestCancelled:
      guard Self.method(of: event.subject) == subject else { return nil }
      return requestMark(event)
    case .stage:
      guard event.subject == subject, case .stage(_, let fate) = event.kind else { return nil }
      return mark(event, Self.output(of: event), Self.fate(fate))
    case .line, .unchanged, .stageCreated, .navigation, .clockTicked, .causeUnknown:
      return nil
    }
  }

  private func actionMark(_ event: SessionEvent) -> Timeline.Mark? {
    switch event.kind {
    case .actionStarted: mark(event, event.value.map { "start " + Self.shortened($0) } ?? "start")
    case .actionValue: mark(event, event.value.map(Self.shortened) ?? "value")
    case .actionFailed(let error): mark(event, "failed: " + error, .dropped)
    case .actionCompleted: mark(event, "done")
    case .actionInterrupted: mark(event, "interrupted", .cancelled)
    default: nil
    }
  }

  private func requestMark(_ event: SessionEvent) -> Timeline.Mark? {
    let argument = Self.argument(of: event.subject)
    switch event.kind {
    case .requestStarted: return mark(event, argument)
    case .requestFinished(let summary): return mark(event, summary)
    case .requestFailed(let error): return mark(event, "failed: " + error, .dropped)
    case .requestCancelled: return mark(event, argument, .cancelled)
    default: return nil
    }
  }

  private func mark(_ event: SessionEvent, _ text: String, _ fate: Timeline.Fate = .passed)
    -> Timeline.Mark
  {
    Timeline.Mark(
      time: event.milliseconds * Self.nanosecondsPerMillisecond, text: text, fate: fate)
  }

  /// What a stage's event marks on its row: what the stage sent on (`combineLatest`'s
  /// pair, `map`'s result), or what came in where it sent that unchanged or nothing.
  private static func output(of event: SessionEvent) -> String {
    (event.sent ?? event.value).map(shortened) ?? ""
  }

  private static func fate(_ fate: StageFate) -> Timeline.Fate {
    switch fate {
    case .passed: .passed
    case .dropped: .dropped
    case .held: .held
    case .cancelled: .cancelled
    }
  }

  /// `service.search` of `service.search("swift")`.
  static func method(of request: String) -> String {
    request.firstIndex(of: "(").map { String(request[..<$0]) } ?? request
  }

  /// `swift` of `service.search("swift")`: what the request asked for.
  private static func argument(of request: String) -> String {
    guard let open = request.firstIndex(of: "("), request.hasSuffix(")") else { return "" }
    return shortened(
      String(request[request.index(after: open)..<request.index(before: request.endIndex)]))
  }

  /// A value as a marble shows it: a quoted text without its quotes (unless empty).
  static func shortened(_ value: String) -> String {
    guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\""),
      !value.dropFirst().dropLast().contains("\"")
    else { return value }
    return String(value.dropFirst().dropLast())
  }
}
