/// Completion of PATH arguments from the focused view-model.
enum PathCompletion {
  /// Every path reachable from the focus.
  static func paths(in session: Session) -> [String] {
    session.focus.map(PathResolver.completions(from:)) ?? []
  }

  /// The paths of the actions in the focus, which `run` and `wait` take.
  static func actions(in session: Session) -> [String] {
    guard let focus = session.focus else { return [] }
    return PathResolver.completions(from: focus).filter {
      (try? PathResolver.resolve(MemberPath(parsing: $0), from: focus)).map {
        if case .action = $0.target { return true }
        return false
      } ?? false
    }
  }
}
