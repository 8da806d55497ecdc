import Inspection

/// What Tab offers for each kind of argument.
extension ArgumentKind {
  /// The words that may complete `partial` as an argument of this kind; `typed` holds the
  /// positional words before it (a backend's service, an option's backend).
  func completions(partial: String, typed: [String], in session: Session) -> [String] {
    switch self {
    case .path(let role): return PathCompletion.paths(role, in: session, partial: partial)
    case .watchedPath: return session.watches.paths
    case .value: return ["true", "false", "nil"]
    case .comparison: return ComparisonOperator.allCases.map(\.rawValue)
    case .duration: return ["200ms", "500ms", "1s", "2s"]
    case .app: return session.apps.map(\.name)
    case .service: return session.backends.serviceNames
    case .backend:
      guard let service = typed.first else { return [] }
      return ((try? session.backends.backends(of: service)) ?? []).map(\.name)
    case .backendOption:
      guard typed.count >= 2 else { return [] }
      let backends = (try? session.backends.backends(of: typed[0])) ?? []
      return (backends.first { $0.name == typed[1] }?.options ?? []).map { "\($0.name)=" }
    case .topic: return CommandCatalog.names
    case .choice(let words): return words
    case .file, .columns: return []
    }
  }
}
