import Inspection
import Sandbox
import ViewModelKit

/// What the sandbox reads from the session: the focused view-model's members (read-only
/// ones too), found with the shell's own path grammar, so `bind
/// searchResults[0].isVisible <~ …` reaches what `set` reaches.
final class SessionSandboxSources: SandboxSources {
  private unowned let session: Session

  init(session: Session) {
    self.session = session
  }

  func member(named name: String) -> SandboxMember? {
    guard let focus = session.focus, let path = try? MemberPath(parsing: name),
      path.screens.isEmpty, path.rows == nil,
      case .property(let property)? = try? PathResolver.resolve(path, from: focus).target
    else { return nil }
    return SandboxMember(inspecting: property)
  }

  var memberNames: [String] {
    guard let focus = session.focus else { return [] }
    return Inspection.members(of: focus).filter { $0.property != nil }.map(\.name)
  }

  var isAppOpen: Bool { session.focus != nil }

  func derivation(of member: String) -> [String] {
    guard let focus = session.focus,
      let property = Inspection.member(named: member, of: focus)?.property
    else { return [] }
    return DerivationSources.sources(of: property, among: Inspection.members(of: focus))
  }
}
