import Foundation
import Inspection
import Sandbox

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
    case .tour: return session.plugins.tours.names
    case .file: return Self.files(completing: partial)
    case .choice(let words): return words
    case .columns: return []
    case .sandbox: return Self.sandboxWords(completing: partial, in: session)
    case .moment: return ["present"] + session.history.records.map { "\($0.number)" }
    case .line: return session.history.records.filter(\.isReplayed).map { "\($0.number)" }
    }
  }
}

extension ArgumentKind {
  /// Words of the sandbox's language: after a `.`, the operators (and the calls of a
  /// service named before it); else the sandbox's values, the focused view-model's
  /// members and the services.
  static func sandboxWords(completing partial: String, in session: Session) -> [String] {
    guard let dot = partial.lastIndex(of: ".") else {
      return session.sandbox.values.map(\.name) + session.sandboxSources.memberNames
        + session.sandboxServices.serviceNames
    }
    let receiver = String(partial[..<dot])
    let calls = session.sandboxServices.calls(of: receiver).map(\.name)
    let words = calls.isEmpty ? SandboxHelp.operatorNames : calls
    return words.map { receiver + "." + $0 }
  }

  /// The files and directories (with a `/`) in the directory `partial` names up to its
  /// last `/` (the current one without), hidden ones only when asked for.
  static func files(completing partial: String) -> [String] {
    let slash = partial.lastIndex(of: "/")
    let directory = slash.map { String(partial[...$0]) } ?? ""
    let namePrefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
    let manager = FileManager.default
    let names =
      (try? manager.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    return names.filter { !$0.hasPrefix(".") || namePrefix.hasPrefix(".") }.sorted().map { name in
      var isDirectory: ObjCBool = false
      let path = directory + name
      _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
      return isDirectory.boolValue ? path + "/" : path
    }
  }
}
