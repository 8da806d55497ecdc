import Inspection
import ViewModelKit

/// The table `show` prints: each member's name, value and type; settable properties and
/// commands marked.
enum MemberListing {
  /// The listing of `viewModel`.
  static func render(_ viewModel: any ViewModel, console: Console) -> String {
    let members = Inspection.members(of: viewModel)
    let width = members.map(\.name.count).max() ?? 0
    var lines = [console.styled(Inspection.label(of: viewModel), .name)]
    if members.isEmpty { lines.append("  (no properties or commands)") }
    for member in members {
      let name = member.name.padding(toLength: width, withPad: " ", startingAt: 0)
      switch member.kind {
      case .property(let property):
        let type = TypeName.of(property.valueType)
        let access = property.isMutable ? "settable" : "read-only"
        lines.append(
          "  \(name)  \(ValueFormatter.describe(property.currentValue))  \(console.styled("\(type), \(access)", .dim))"
        )
      case .action(let action):
        let input =
          action.takesInput ? "command, takes \(TypeName.of(action.inputType))" : "command"
        lines.append("  \(name)  \(ActionState(action: action))  \(console.styled(input, .dim))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
