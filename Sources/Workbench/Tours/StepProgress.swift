import EventLog
import Inspection

/// Whether a step's checks were met by what happened during the step, not by state that
/// held before it. When the step begins each check is read (its value and whether it
/// holds); after every line and every event of the session's log it is read again. A
/// check is met in the step once it did not hold when the step began, its value or its
/// truth differs from that beginning, or an event names what it reads (a `set` to the
/// same value included). The step is done when every check holds and at least one was
/// met in the step: the others need only have stayed true. A check reads its path from
/// the focus, so moving the focus can meet it; a check that `cd` must not meet names its
/// screen (`SearchResults/searchResults[1…3].isVisible`).
struct StepProgress {
  /// What a check reads at one moment.
  private struct Reading: Equatable {
    /// Whether the check holds.
    let holds: Bool
    /// The value at its path (every row folded), or why it cannot be read.
    let value: String
  }

  private let checks: StepChecks
  /// What each check read when the step began.
  private let start: [Reading]
  /// Whether each check moved since: its value or truth changed, or an event named it.
  private var moved: [Bool]

  /// The progress of `checks` from now.
  init(_ checks: StepChecks, in session: Session) {
    self.checks = checks
    start = Self.readings(of: checks, in: session)
    moved = start.map { _ in false }
  }

  /// Whether every check held when the step began: the step waits for its action.
  var heldFromTheStart: Bool { !checks.checks.isEmpty && start.allSatisfy(\.holds) }

  /// Whether every check holds now and at least one was met in the step.
  mutating func isDone(in session: Session) -> Bool {
    observe(in: session)
    return isMet && checks.firstFailure(in: session) == nil
  }

  /// Whether every check holds but none was met in the step: it waits for its action.
  mutating func isWaitingForItsAction(in session: Session) -> Bool {
    observe(in: session)
    return !checks.checks.isEmpty && !isMet && checks.firstFailure(in: session) == nil
  }

  /// Whether at least one check was met in the step.
  private var isMet: Bool { start.indices.contains { !start[$0].holds || moved[$0] } }

  /// Reads every check again; one that moved since the step began is met.
  mutating func observe(in session: Session) {
    let now = Self.readings(of: checks, in: session)
    for index in moved.indices where now[index] != start[index] { moved[index] = true }
  }

  /// Takes an event of the session's log: a change (or a same-value set) of what a check
  /// reads meets it, then every check is read again.
  mutating func take(_ event: SessionEvent, in session: Session) {
    if event.kind.isChange {
      for (index, check) in checks.checks.enumerated() where !moved[index] {
        if SubjectMatch.touches(event.subject, path: session.logSubject(for: check.command.path)) {
          moved[index] = true
        }
      }
    }
    observe(in: session)
  }

  /// What each check reads in `session`, at the moment stood at if any.
  private static func readings(of checks: StepChecks, in present: Session) -> [Reading] {
    let session = StepChecks.read(in: present)
    return session.perform { readings(of: checks, at: session) }
  }

  private static func readings(of checks: StepChecks, at session: Session) -> [Reading] {
    checks.checks.map { check in
      let holds = (try? check.command.check(in: session)) != nil
      do {
        let path = check.command.path
        let rows = try PathResolver.resolveRows(path, from: try session.root(of: path))
        return Reading(holds: holds, value: ResolvedPath.folded(rows))
      } catch {
        return Reading(holds: holds, value: "\(error)")
      }
    }
  }
}
