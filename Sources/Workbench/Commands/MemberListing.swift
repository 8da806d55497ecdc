import Inspection
import TerminalText
import ViewModelKit

/// The table `show` prints: each member's name, value and type; settable properties and
/// commands marked, with why a command is disabled. Values are shortened to a line;
/// `get` shows them whole.
enum MemberListing {
  /// The listing of `viewModel`, laid out to the console's width.
  static func render(_ viewModel: any ViewModel, console: Console) -> String {
    let members = Inspection.members(of: viewModel)
    let lines = [console.styled(Inspection.label(of: viewModel), .name)]
    if members.isEmpty {
      return (lines + ["  (no properties or actions)"]).joined(separator: "\n")
    }
    let nameWidth = members.map { DisplayWidth.columns(of: $0.name) }.max() ?? 0
    let valueWidth = max(8, console.width - nameWidth - 4)
    let rows = members.map { member -> [String] in
      switch member.kind {
      case .property(let property):
        let type = TypeName.of(property.valueType)
        let access = property.isMutable ? "settable" : "read-only"
        let value = ValueFormatter.describe(property.currentValue, shortenedTo: valueWidth)
        return [member.name, value, "\(type), \(access)"]
      case .action(let action):
        // The reason goes in the last column, which wraps under itself.
        let state = ActionState(action: action)
        let input =
          action.takesInput ? "action, takes \(TypeName.of(action.inputType))" : "action"
        return [
          member.name, state.briefDescription,
          state.reason.map { "\(input); disabled: \($0)" } ?? input,
        ]
      }
    }
    let table = ColumnTable(rows: rows).render(width: console.width) { text, position in
      position.column == 2 ? console.styled(text, .dim) : text
    }
    return (lines + table).joined(separator: "\n")
  }
}
