import ViewModelKit

/// Which view-models are at a member's name now, so that a question about a path is
/// answered only by events that happened to the object now there: after a new search, a
/// replaced row's events never answer for the new row of the same number. An event of a
/// screen no longer on the stack (a popped screen, a closed app's `photos/searchText`)
/// still answers by its name: nothing else can be at it.
public final class CurrentOwners {
  /// The identities of the view-models whose member the log subject names now (each
  /// row's for a range); nil when the subject's screen is not on the stack.
  private let resolve: (String) -> Set<ViewModelID>?
  private var resolved: [String: Set<ViewModelID>?] = [:]

  /// Owners found by `resolve` (asked once per subject).
  public init(_ resolve: @escaping (String) -> Set<ViewModelID>?) {
    self.resolve = resolve
  }

  /// Matches by name only, as the log did before it knew identities (a test's log).
  public static var byName: CurrentOwners { CurrentOwners { _ in nil } }

  /// Whether `event`, which touches `path` (see `SubjectMatch`), happened to what is at
  /// its name now: for an event naming `path` itself (or a range holding its row), to
  /// the object now at `path`; for an event inside or around it, to the object now at
  /// the event's own name. An event naming no member answers by its name.
  public func answers(_ event: SessionEvent, for path: String) -> Bool {
    guard !event.owners.isEmpty else { return true }
    let subject = SubjectMatch.names(event.subject, path: path) ? path : event.subject
    guard let current = owners(of: subject) else { return true }
    return event.owners.contains(where: current.contains)
  }

  private func owners(of subject: String) -> Set<ViewModelID>? {
    if let known = resolved[subject] { return known }
    let found = resolve(subject)
    resolved[subject] = found
    return found
  }
}
