import Inspection
import Sandbox
import ViewModelKit

/// The sandbox's values seen as the members of one view-model, so that the path grammar
/// reaches them (`get greeting`, `watch query`) and the event log names their changes
/// by the names they were defined with. Its members change with every `let`.
final class SandboxScope: ViewModel, MemberProvider {
  static let typeName = "sandbox"
  var displayTitle: String? { nil }

  private unowned let sandbox: Sandbox

  /// The scope of `sandbox`'s values.
  init(sandbox: Sandbox) {
    self.sandbox = sandbox
  }

  /// Each value as a property member: a settable one for `let NAME = CONSTANT`, a
  /// stream's latest value (nil before the first) for a stream.
  var providedMembers: [InspectedMember] {
    sandbox.values.compactMap { value in
      guard let property = value.property as? any InspectableProperty else { return nil }
      return InspectedMember(name: value.name, kind: .property(property))
    }
  }

  /// Whether `path` starts at one of the sandbox's values (and names no screen).
  func holds(_ path: MemberPath) -> Bool {
    guard path.screens.isEmpty, case .member(let name)? = path.segments.first else {
      return false
    }
    return sandbox.value(named: name) != nil
  }
}
