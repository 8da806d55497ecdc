import EventLog
import Inspection
import ViewModelKit

extension Session {
  /// Which view-models are at the members the log names, now: what `why`, `log` and
  /// `timeline` match events by, so a replaced row's events never answer for the row
  /// that took its number. Good for one question (it remembers what it found).
  var currentOwners: CurrentOwners {
    CurrentOwners { [weak self] subject in self?.viewModelIDs(atLogged: subject) }
  }

  /// The identities of the view-models whose member `subject` (a log subject, its screen's
  /// prefix first) names now, one per row for a range; empty when nothing is at it now (a
  /// row beyond the list); nil when its screen is not on the stack (a popped screen, a
  /// closed app), whose events answer by their names.
  func viewModelIDs(atLogged subject: String) -> Set<ViewModelID>? {
    var roots: [any ViewModel] = []
    var members = subject
    if let screen = namedScreens.last(where: { !$0.prefix.isEmpty && subject.hasPrefix($0.prefix) })
    {
      roots = [screen.root]
      members = String(subject.dropFirst(screen.prefix.count))
    } else {
      let head = subject.prefix { $0 != "." && $0 != "[" }
      if head.contains("/") { return nil }
      roots = (stack.first.map { [$0.root] } ?? []) + [sandboxScope]
    }
    guard let path = try? MemberPath(parsing: members) else { return nil }
    for root in roots {
      if let owners = Self.owners(of: path, from: root) { return owners }
    }
    return []
  }

  /// The view-models whose member `path` names from `root`, nil when it leads nowhere. A
  /// range's rows come from the list once (a fold may name 10,000 rows).
  private static func owners(of path: MemberPath, from root: any ViewModel) -> Set<ViewModelID>? {
    if let list = path.listBeforeRange, let rows = path.rows,
      path.segments.count == list.segments.count + 2,
      case .member = path.segments.last
    {
      guard let value = try? PathResolver.resolve(list, from: root).value,
        let items = ValueFormatter.elements(of: value), rows.upperBound < items.count
      else { return nil }
      var owners: Set<ViewModelID> = []
      for row in rows {
        guard let viewModel = Inspection.viewModel(in: items[row]) else { return nil }
        owners.insert(ViewModelID.of(viewModel))
      }
      return owners
    }
    guard let resolved = try? PathResolver.resolveRows(path, from: root) else { return nil }
    return Set(resolved.map { ViewModelID.of($0.owner) })
  }
}
