import Inspection
import ViewModelKit

/// Follows a PATH from a view-model through its members, list items and command states.
public enum PathResolver {
  private enum Step {
    case viewModel(any ViewModel)
    case property(InspectableProperty)
    case action(InspectableAction)
    case value(Any)
  }

  /// Resolves `path` (which must name one value, not a range of rows) from `root`; the
  /// path's screen names are for `Session.root(of:)`, not looked at here. Throws
  /// `ShellError` naming the nearest valid member.
  public static func resolve(_ path: MemberPath, from root: any ViewModel) throws -> ResolvedPath {
    if let rows = path.rows {
      throw ShellError(
        "\(path) names \(rows.count) rows; name one, as in \(path.expanded[0]) (get, set, watch and expect take ranges)"
      )
    }
    var step = Step.viewModel(root)
    var owner = root
    var dependencies: [InspectableProperty] = []
    var walked = MemberPath(segments: [])
    for segment in path.segments {
      if case .viewModel(let viewModel) = step, case .member = segment { owner = viewModel }
      step = try next(after: step, segment, walked: walked, dependencies: &dependencies)
      walked = walked.appending(segment)
    }
    let target: ResolvedPath.Target
    switch step {
    case .viewModel(let viewModel): target = .viewModel(viewModel)
    case .property(let property): target = .property(property)
    case .action(let action): target = .action(action)
    case .value(let value): target = .value(value)
    }
    return ResolvedPath(path: path, target: target, owner: owner, dependencies: dependencies)
  }

  /// Resolves every row `path` names (one for a path without a range), checking first that
  /// the whole range lies inside the list.
  public static func resolveRows(_ path: MemberPath, from root: any ViewModel) throws
    -> [ResolvedPath]
  {
    guard let list = path.listBeforeRange, let rows = path.rows else {
      return [try resolve(path, from: root)]
    }
    let listValue = try resolve(list, from: root).value
    guard let items = ValueFormatter.elements(of: listValue) else {
      throw ShellError("\(path): \(list) is \(ValueFormatter.describe(listValue)), not a list")
    }
    guard rows.upperBound < items.count else {
      let size =
        items.isEmpty ? "is empty" : "has \(items.count) (rows 0…\(items.count - 1))"
      throw ShellError("\(path): out of range: \(list) \(size)")
    }
    return try path.expanded.map { try resolve($0, from: root) }
  }

  /// The paths reachable from `root`, for completion, printed as the grammar prints
  /// them: members, command states, `count` of lists, the fields of plain values and, one
  /// level deep, the rows of lists (and the range of all their rows) with their members.
  /// Rows are the first ten, or, once `partial` has begun a row (`searchResults[4`),
  /// every row whose number starts so (`[4]`, `[40]`…`[47]`) and, past its `]`, that
  /// row's members.
  public static func completions(from root: any ViewModel, partial: String = "") -> [String] {
    let typedRow = TypedRow(partial)
    var paths: [MemberPath] = []
    for member in Inspection.members(of: root) {
      let path = MemberPath(segments: [.member(member.name)])
      paths.append(path)
      if member.action != nil {
        paths += ["isEnabled", "isExecuting"].map { path.appending(.member($0)) }
      }
      guard let property = member.property else { continue }
      let value = property.currentValue
      if let elements = ValueFormatter.elements(of: value) {
        paths.append(path.appending(.member("count")))
        let items = Inspection.childViewModels(in: value)
        // Ten rows unless a row is being typed: completion lists sort as text, and [10]
        // would come before [2].
        let rows = typedRow.rows(of: member.name, count: items.count)
        for index in rows {
          let row = path.appending(.index(index))
          paths.append(row)
          guard rows.count <= 10 || typedRow.isClosed else { continue }
          paths += Inspection.members(of: items[index]).map { row.appending(.member($0.name)) }
        }
        if elements.count > 1, let first = items.first, items.count == elements.count {
          let rows = path.appending(.range(0...(items.count - 1)))
          paths.append(rows)
          paths += Inspection.members(of: first).map { rows.appending(.member($0.name)) }
        }
      } else if let child = Inspection.viewModel(in: value) {
        paths += Inspection.members(of: child).map { path.appending(.member($0.name)) }
      } else {
        paths += ValueFields.names(of: value).map { path.appending(.member($0)) }
      }
    }
    return paths.map(\.description)
  }

  private static func next(
    after step: Step, _ segment: MemberPath.Segment, walked: MemberPath,
    dependencies: inout [InspectableProperty]
  ) throws -> Step {
    let here = walked.segments.isEmpty ? nil : walked.description
    switch (step, segment) {
    case (.viewModel(let viewModel), .member(let name)):
      guard let member = Inspection.member(named: name, of: viewModel) else {
        let names = Inspection.members(of: viewModel).map(\.name)
        let owner = viewModel.typeName
        throw ShellError(
          "\(qualified(here, name)): \(owner) has no member '\(name)'\(DidYouMean.hint(for: name, in: names)) (members: \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
        )
      }
      switch member.kind {
      case .action(let action): return .action(action)
      case .property(let property):
        dependencies.append(property)
        return .property(property)
      }
    case (.action(let action), .member(let name)):
      switch name {
      case "isEnabled":
        dependencies.append(action.enabledProperty)
        return .property(action.enabledProperty)
      case "isExecuting":
        dependencies.append(action.executingProperty)
        return .property(action.executingProperty)
      default:
        throw ShellError(
          "\(qualified(here, name)): an action has no member '\(name)'\(DidYouMean.hint(for: name, in: ["isEnabled", "isExecuting"])) (members: isEnabled, isExecuting)"
        )
      }
    case (.property(let property), _):
      return try next(
        after: valueStep(property.currentValue), segment, walked: walked,
        dependencies: &dependencies)
    case (.value(let value), .member("count")):
      guard let items = ValueFormatter.elements(of: value) else {
        throw ShellError("\(qualified(here, "count")): \(here ?? "the value") is not a list")
      }
      return .value(items.count)
    case (.value(let value), .index(let index)):
      guard let items = ValueFormatter.elements(of: value) else {
        throw ShellError("\(here ?? "the value")[\(index)]: \(here ?? "the value") is not a list")
      }
      guard index < items.count else {
        let list = here ?? "the list"
        let size =
          items.isEmpty ? "is empty" : "has \(items.count) (indexes 0 to \(items.count - 1))"
        throw ShellError("\(list)[\(index)]: out of range: \(list) \(size)")
      }
      return valueStep(items[index])
    case (.value(let value), .member(let name)):
      guard let unwrapped = ValueFormatter.unwrapped(value) else {
        throw ShellError("\(qualified(here, name)): \(here ?? "the value") is nil")
      }
      switch ValueFields.field(named: name, of: value) {
      case .found(let field): return valueStep(field)
      case .hidden:
        throw ShellError(
          "\(qualified(here, name)): hidden: \(TypeName.of(type(of: unwrapped))) does not show \(name) in its own description, so no path does (secrets stay masked)"
        )
      case .missing: break
      }
      let fields = ValueFields.names(of: value)
      if !fields.isEmpty {
        throw ShellError(
          "\(qualified(here, name)): \(here ?? "the value") has no field '\(name)'\(DidYouMean.hint(for: name, in: fields)) (fields: \(fields.joined(separator: ", ")))"
        )
      }
      throw ShellError(
        "\(qualified(here, name)): \(here ?? "the value") is \(ValueFormatter.describe(value)), which has no member \(name)"
      )
    case (.viewModel(let viewModel), .index(let index)):
      throw ShellError(
        "\(here ?? "this")[\(index)]: \(viewModel.typeName) is not a list")
    case (.action, .index(let index)):
      throw ShellError("\(here ?? "this")[\(index)]: an action is not a list")
    case (_, .range):
      throw ShellError("\(here ?? "this"): a range of rows is resolved one row at a time")
    }
  }

  private static func valueStep(_ value: Any) -> Step {
    if let viewModel = Inspection.viewModel(in: value) { return .viewModel(viewModel) }
    return .value(value)
  }

  private static func qualified(_ prefix: String?, _ name: String) -> String {
    prefix.map { "\($0).\(name)" } ?? name
  }
}
