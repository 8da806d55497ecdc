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

  /// Resolves `path` from `root`. Throws `ShellError` naming the nearest valid member.
  public static func resolve(_ path: MemberPath, from root: any ViewModel) throws -> ResolvedPath {
    var step = Step.viewModel(root)
    var dependencies: [InspectableProperty] = []
    var walked = MemberPath(segments: [])
    for segment in path.segments {
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
    return ResolvedPath(path: path, target: target, dependencies: dependencies)
  }

  /// The member names reachable from `root`, for completion: members, command states,
  /// `count` of lists and, one level deep, the members of list items.
  public static func completions(from root: any ViewModel) -> [String] {
    var names: [String] = []
    for member in Inspection.members(of: root) {
      names.append(member.name)
      if member.action != nil {
        names += ["\(member.name).isEnabled", "\(member.name).isExecuting"]
      }
      guard let property = member.property else { continue }
      let value = property.currentValue
      if ValueFormatter.elements(of: value) != nil {
        names.append("\(member.name).count")
        let items = Inspection.childViewModels(in: value)
        // Ten items at most: completion lists sort as text, and [10] would come before [2].
        for (index, item) in items.enumerated().prefix(10) {
          names.append("\(member.name)[\(index)]")
          names += Inspection.members(of: item).map { "\(member.name)[\(index)].\($0.name)" }
        }
      } else if let child = Inspection.viewModel(in: value) {
        names += Inspection.members(of: child).map { "\(member.name).\($0.name)" }
      }
    }
    return names
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
          "\(qualified(here, name)): a command has no member '\(name)'\(DidYouMean.hint(for: name, in: ["isEnabled", "isExecuting"])) (members: isEnabled, isExecuting)"
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
      if ValueFormatter.unwrapped(value) == nil {
        throw ShellError("\(qualified(here, name)): \(here ?? "the value") is nil")
      }
      throw ShellError(
        "\(qualified(here, name)): \(here ?? "the value") is \(ValueFormatter.describe(value)), which has no member \(name)"
      )
    case (.viewModel(let viewModel), .index(let index)):
      throw ShellError(
        "\(here ?? "this")[\(index)]: \(viewModel.typeName) is not a list")
    case (.action, .index(let index)):
      throw ShellError("\(here ?? "this")[\(index)]: a command is not a list")
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
