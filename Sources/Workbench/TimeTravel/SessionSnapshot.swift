import EventLog
import Inspection

/// What `diff` compares of a session at one moment: the screens on its stack, every
/// member of each (named as the log names them: `SearchResults/searchResults`) with its
/// value or an action's state, and the requests its backends were asked, in order.
struct SessionSnapshot {
  /// The screens, bottom first, as the prompt names them (`SearchResults`).
  let screens: [String]
  /// Each member's name and what it holds, in the order the screens list them.
  let members: [(name: String, value: String)]
  /// Every request started, as the log names it (`service.search("swift")`).
  let requests: [String]

  /// A snapshot of `session` now; call it on the session's queue.
  init(of session: Session) {
    screens = session.stack.map(\.shortName)
    var members: [(name: String, value: String)] = []
    for (prefix, root) in session.namedScreens {
      for member in Inspection.members(of: root) {
        switch member.kind {
        case .property(let property):
          members.append(
            (prefix + member.name, ValueFormatter.describe(property.currentValue, shortenedTo: 40)))
        case .action(let action):
          members.append((prefix + member.name, ActionState(action: action).briefDescription))
        }
      }
    }
    self.members = members
    requests = session.eventLog.events.compactMap { event in
      guard case .requestStarted = event.kind else { return nil }
      return event.subject
    }
  }
}
