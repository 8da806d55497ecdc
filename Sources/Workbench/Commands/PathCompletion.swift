import Foundation
import Inspection

/// Completion of PATH arguments: from the focus, and from a screen lower on the stack once
/// its name and `/` are typed.
enum PathCompletion {
  /// Every path reachable from the focus (and the lower screens' names, each with `/`),
  /// or, when `partial` starts with screen names, every path from that screen.
  static func paths(in session: Session, partial: String = "") -> [String] {
    spelled(candidates(in: session, partial: partial), as: partial)
  }

  private static func candidates(in session: Session, partial: String) -> [String] {
    guard session.focus != nil else { return [] }
    if let slash = partial.lastIndex(of: "/") {
      let prefix = String(partial[...slash])
      guard let path = try? MemberPath(parsing: prefix + "x"),
        let root = try? session.root(of: path)
      else { return [] }
      let rest = String(partial[partial.index(after: slash)...])
      return PathResolver.completions(from: root, partial: rest).map { prefix + $0 }
    }
    let focus = session.focus.map { PathResolver.completions(from: $0, partial: partial) } ?? []
    return focus + session.screenNames.dropLast().map { "\($0)/" }
  }

  /// `candidates` with their ranges written the way `partial` began writing one (`0...9`
  /// or `0..<10` rather than `0…9`), so that they still complete what was typed.
  private static func spelled(_ candidates: [String], as partial: String) -> [String] {
    let halfOpen = partial.contains("..<")
    guard halfOpen || partial.contains("...") else { return candidates }
    return candidates.map { candidate in
      guard let path = try? MemberPath(parsing: candidate), let rows = path.rows else {
        return candidate
      }
      let typed =
        halfOpen
        ? "\(rows.lowerBound)..<\(rows.upperBound + 1)" : "\(rows.lowerBound)...\(rows.upperBound)"
      return candidate.replacingOccurrences(of: MemberPath.rangeText(rows), with: typed)
    }
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
