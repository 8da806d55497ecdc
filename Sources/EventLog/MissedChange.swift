/// Why a property did not change after something the user did: where the flow that
/// would have changed it ended (a request cancelled or failed, a value an operator
/// dropped or abandoned), what set that end going, and the typed line behind it.
/// `why not PATH` prints it.
public struct MissedChange: Sendable, Equatable {
  /// Where the flow ended: a `requestCancelled`, a `requestFailed`, or a stage's
  /// `dropped` or `cancelled`.
  public let end: SessionEvent
  /// The requests ended with it, by the same cause in the same turn and the same way
  /// (both of a photo's requests cancelled), oldest first; `end` is the last.
  public let requestsEndedTogether: [SessionEvent]
  /// The latest property change in the end's causes (`isVisible = false`), if any.
  public let trigger: SessionEvent?
  /// The typed line the end goes back to, if the log still has it.
  public let line: SessionEvent?
  /// Whether the property changed at all in the log before the end.
  public let changedBefore: Bool
}

extension EventLog {
  /// Why the property named `path` (a log subject) has not changed since the latest end
  /// of a flow that leads to it, or nil when nothing ended after its latest change.
  /// A flow leads to it when it started from a change of a member of `owner` (the row
  /// `path` is in, `SearchResults/searchResults[1]`), or, with no owner, when
  /// `leadsToPath` says the end's stage or request feeds it. The latest end wins; in
  /// its turn a request's end wins over the operator that abandoned it. Only events of
  /// what is at their names now count (`owners`): a replaced row's are another object's.
  public func missedChange(
    of path: String, owner: String?, owners: CurrentOwners = .byName,
    leadsToPath: (SessionEvent) -> Bool
  ) -> MissedChange? {
    let all = events
    let since = latestChange(of: path, owners: owners)?.sequence ?? 0
    var inFlow: Set<Int> = []
    var end: SessionEvent?
    for event in all where !event.isView {
      if let owner {
        let isOwnerChange =
          event.isChange && event.subject.hasPrefix(owner + ".")
          && owners.answers(event, for: path)
        guard isOwnerChange || event.cause.map(inFlow.contains) == true else { continue }
        inFlow.insert(event.sequence)
      }
      guard event.sequence > since, event.kind.endsAFlow, owner != nil || leadsToPath(event)
      else { continue }
      if let current = end, current.turn == event.turn, current.kind.isRequest,
        !event.kind.isRequest
      {
        continue
      }
      end = event
    }
    // A request cancelled because another one failed (a zip's partner) ended by that
    // failure.
    if var cancelled = end, case .requestCancelled = cancelled.kind,
      let cause = cancelled.cause.flatMap(event), case .requestFailed = cause.kind
    {
      cancelled = cause
      end = cancelled
    }
    guard let end else { return nil }
    let chain = causeChain(from: end).dropFirst()
    let together =
      end.kind.isRequest
      ? all.filter {
        $0.turn == end.turn && $0.cause == end.cause && $0.kind == end.kind
      } : [end]
    return MissedChange(
      end: end, requestsEndedTogether: together,
      trigger: chain.first { if case .changed = $0.kind { true } else { false } },
      line: chain.last.flatMap { if case .line = $0.kind { $0 } else { nil } },
      changedBefore: since > 0)
  }
}

extension SessionEventKind {
  /// Whether this ends a flow before it reaches anything: a request cancelled or
  /// failed, a value an operator dropped or abandoned.
  var endsAFlow: Bool {
    switch self {
    case .requestCancelled, .requestFailed: true
    case .stage(_, let fate): fate == .dropped || fate == .cancelled
    default: false
    }
  }

  /// Whether this is a request's start or end.
  var isRequest: Bool {
    switch self {
    case .requestStarted, .requestCancelled, .requestFinished, .requestFailed: true
    default: false
    }
  }
}

extension SessionEvent {
  /// The id of the pipeline node this event happened at (an operator stage, or the
  /// requests to a method), nil for other events.
  public var nodeID: String? {
    switch kind {
    case .stage(let stage, _): return PipelineGraph.Node.stage(stage, "").id
    case .requestStarted, .requestCancelled, .requestFinished, .requestFailed:
      let method = subject.firstIndex(of: "(").map { String(subject[..<$0]) } ?? subject
      return PipelineGraph.Node.request(method).id
    default: return nil
    }
  }
}
