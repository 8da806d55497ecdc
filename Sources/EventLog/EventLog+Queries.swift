extension EventLog {
  /// The events touching any of `paths` (see `SubjectMatch`) that happened to what is
  /// at their names now (`owners`), oldest first; all events when `paths` is empty.
  public func events(touching paths: [String], owners: CurrentOwners = .byName)
    -> [SessionEvent]
  {
    let all = events
    guard !paths.isEmpty else { return all }
    return all.filter { event in
      paths.contains {
        SubjectMatch.touches(event.subject, path: $0) && owners.answers(event, for: $0)
      }
    }
  }

  /// The latest event that changed (or sent an unchanged value to) the property at
  /// `path`, or, for an action's path, the latest event of its runs, of the object now
  /// at `path` (`owners`); the view layer's own events count only when `includingViews`.
  public func latestChange(
    of path: String, includingViews: Bool = true, owners: CurrentOwners = .byName
  ) -> SessionEvent? {
    events.last { event in
      guard includingViews || !event.isView else { return false }
      switch event.kindWithoutOldValue {
      case .changed, .unchanged, .actionStarted, .actionValue, .actionFailed, .actionCompleted,
        .actionInterrupted:
        return SubjectMatch.names(event.subject, path: path) && owners.answers(event, for: path)
      default: return false
      }
    }
  }

  /// `event` followed by its cause, that event's cause, and so on back to the root
  /// (or to the oldest cause the ring still has).
  public func causeChain(from event: SessionEvent) -> [SessionEvent] {
    var chain = [event]
    var seen: Set<Int> = [event.sequence]
    var next = event.cause
    while let sequence = next, !seen.contains(sequence), let cause = self.event(sequence) {
      chain.append(cause)
      seen.insert(sequence)
      next = cause.cause
    }
    return chain
  }

  /// The cause chain of the latest change of `path` (effect first), nil when the log
  /// has no change of it.
  public func causeChain(ofLatestChangeOf path: String, owners: CurrentOwners = .byName)
    -> [SessionEvent]?
  {
    latestChange(of: path, owners: owners).map(causeChain(from:))
  }

  /// For a `zip` or `combineLatest` stage that sent on (`passed`) what came in, the value
  /// it held and sent on with it, and that value's cause (the other request behind a
  /// `zip`); nil for other events. A `zip` pairs its values in order, so the value its
  /// k-th pass went out with is the k-th it held, in whichever turn it came (a live
  /// backend's two answers arrive in turns of their own); a `combineLatest` names only a
  /// value held in the same turn, as later passes go out with whatever came last.
  public func heldPartner(of event: SessionEvent) -> (held: SessionEvent, cause: SessionEvent?)? {
    guard case .stage(let stage, .passed) = event.kind else { return nil }
    let isZip = event.subject.hasPrefix("zip")
    guard isZip || event.subject.hasPrefix("combineLatest") else { return nil }
    let earlier = events.prefix { $0.sequence < event.sequence }
    let held: SessionEvent?
    if isZip {
      let passes = earlier.count { $0.kind == .stage(stage: stage, fate: .passed) }
      let helds = earlier.filter { $0.kind == .stage(stage: stage, fate: .held) }
      held = passes < helds.count ? helds[passes] : nil
    } else {
      held = earlier.last {
        $0.turn == event.turn && $0.kind == .stage(stage: stage, fate: .held)
      }
    }
    guard let held else { return nil }
    return (held, held.cause.flatMap(self.event))
  }

  /// The events in the same delivery turn as each other, in order: consecutive events
  /// sharing `turn`.
  public static func groupedByTurn(_ events: [SessionEvent]) -> [[SessionEvent]] {
    var groups: [[SessionEvent]] = []
    for event in events {
      if let last = groups.last?.last, last.turn == event.turn {
        groups[groups.count - 1].append(event)
      } else {
        groups.append([event])
      }
    }
    return groups
  }
}

/// Whether an event's subject concerns a path a user typed.
public enum SubjectMatch {
  /// Whether `subject` names `path` itself, or one names a range of rows that includes
  /// the other's row (`tweets[0…19].ageInSeconds` and `tweets[3].ageInSeconds`).
  public static func names(_ subject: String, path: String) -> Bool {
    if subject == path { return true }
    if let fold = RowFold(path), let range = RowRange(subject), range.key == fold.key {
      return range.rows.contains(fold.row)
    }
    if let fold = RowFold(subject), let range = RowRange(path), range.key == fold.key {
      return range.rows.contains(fold.row)
    }
    return false
  }

  /// Whether `subject` names `path`, something inside it (`path.member`, `path[3]`), or
  /// something it is inside of (a change of `tweets` touches `tweets[3].text`).
  public static func touches(_ subject: String, path: String) -> Bool {
    if names(subject, path: path) { return true }
    return isInside(subject, path) || isInside(path, subject)
  }

  private static func isInside(_ inner: String, _ outer: String) -> Bool {
    guard inner.count > outer.count, inner.hasPrefix(outer) else { return false }
    let next = inner[inner.index(inner.startIndex, offsetBy: outer.count)]
    return next == "." || next == "["
  }
}

/// A subject naming a range of rows' member: `tweets[0…19].ageInSeconds`.
struct RowRange {
  /// The key shared with each row's subject (`tweets[*].ageInSeconds`).
  let key: String
  /// The rows named.
  let rows: ClosedRange<Int>

  init?(_ subject: String) {
    guard let open = subject.lastIndex(of: "["),
      let close = subject[open...].firstIndex(of: "]")
    else { return nil }
    let inside = subject[subject.index(after: open)..<close].split(separator: "…")
    guard inside.count == 2, let low = Int(inside[0]), let high = Int(inside[1]), low <= high
    else { return nil }
    rows = low...high
    key = "\(subject[..<open])[*]\(subject[subject.index(after: close)...])"
  }
}
