import Inspection
import ViewModelKit

/// Refuses a path into a list's rows whose member the row type does not declare, so
/// that a watch on a row that does not exist yet is not left waiting for a member that
/// never will (`watch items[0].text`: an ItemViewModel with no `text`).
enum RowMemberCheck {
  /// Throws, naming the nearest member, when a member right after an index or a range
  /// of `path` is not one the rows' type declares. Paths whose rows' type is unknown
  /// (not a list of view-models, or a prefix that does not resolve) pass.
  static func check(_ path: MemberPath, from root: any ViewModel) throws {
    var prefix = MemberPath(screens: path.screens, segments: [])
    var rowType: Any.Type?
    for segment in path.segments {
      switch segment {
      case .index, .range:
        rowType = listType(at: prefix, from: root).flatMap(TypeMembers.rowType(ofList:))
      case .member(let name):
        if let type = rowType, let names = TypeMembers.names(of: type), !names.contains(name) {
          let owner = (type as? any ViewModel.Type)?.typeName ?? TypeName.of(type)
          throw ShellError(
            "\(prefix.appending(segment)): \(owner) has no member '\(name)'\(DidYouMean.hint(for: name, in: names)) (members: \(names.joined(separator: ", ")))"
          )
        }
        rowType = nil
      }
      prefix = prefix.appending(segment)
    }
  }

  /// The value type of the property at `path`, when it resolves to one property.
  private static func listType(at path: MemberPath, from root: any ViewModel) -> Any.Type? {
    guard let rows = try? PathResolver.resolveRows(path, from: root), rows.count == 1,
      case .property(let property) = rows[0].target
    else { return nil }
    return property.valueType
  }
}
