import Inspection

/// Completion of PATH arguments: from the focus, and from a screen lower on the stack once
/// its name and `/` are typed.
enum PathCompletion {
  /// Every path reachable from the focus (and the lower screens' names, each with `/`),
  /// or, when `partial` starts with screen names, every path from that screen.
  static func paths(in session: Session, partial: String = "") -> [String] {
    guard session.focus != nil else { return [] }
    if let slash = partial.lastIndex(of: "/") {
      let prefix = String(partial[...slash])
      guard let path = try? MemberPath(parsing: prefix + "x"),
        let root = try? session.root(of: path)
      else { return [] }
      return PathResolver.completions(from: root).map { prefix + $0 }
    }
    let focus = session.focus.map(PathResolver.completions(from:)) ?? []
    return focus + session.screenNames.dropLast().map { "\($0)/" }
  }

  /// The paths of `role` (what `set`, `run` or `cd` accept) among `paths(in:partial:)`.
  static func paths(_ role: PathRole, in session: Session, partial: String = "") -> [String] {
    let all = paths(in: session, partial: partial)
    guard role != .any else { return all }
    return all.filter { text in
      // cd stays on the current screen, so it is offered no lower one.
      if text.hasSuffix("/") { return role != .viewModel }
      guard let path = try? MemberPath(parsing: text), let root = try? session.root(of: path),
        let rows = try? PathResolver.resolveRows(path.withoutScreens, from: root),
        let first = rows.first
      else { return false }
      switch (role, first.target) {
      case (.settable, .property(let property)): return property.isMutable
      case (.action, .action): return true
      case (.viewModel, .viewModel): return path.rows == nil
      default: return false
      }
    }
  }
}
