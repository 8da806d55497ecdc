import Inspection
import ReactiveCore
import ViewModelKit

/// A screen that left the stack (`back`, or its app closing): the view-models it reached
/// then, held weakly, each of which should be gone once the screen's pending work has
/// run. `LeakWatch` checks it and turns what is still alive into a `LeakReport`.
struct LeakCheck {
  /// A view-model the screen reached, held weakly.
  struct Reached {
    weak var viewModel: (any ViewModel)?
  }

  /// `back` or `close`.
  let event: String
  /// The number of the line that took the screen away.
  let line: Int
  /// The screen's root, as the stack named it (its type and title).
  let screen: String
  /// Every view-model the screen reached when it left, its root first.
  let reached: [Reached]

  /// What is still alive of what the screen reached, less what `kept` (the view-models
  /// the stack still reaches) holds on purpose; nil when nothing is.
  func report(keptBy kept: Set<ObjectIdentifier>) -> LeakReport? {
    let alive = reached.compactMap(\.viewModel).filter { !kept.contains(ObjectIdentifier($0)) }
    guard !alive.isEmpty else { return nil }
    return LeakReport(event: event, line: line, screen: screen, alive: alive)
  }
}
