import Inspection
import ViewModelKit

/// The fallback `view`: a title, then each member with its value, lists item by item.
public struct GenericScreenRenderer: ScreenRenderer {
  /// The most list items drawn per list.
  static let itemLimit = 10

  /// A renderer.
  public init() {}

  /// Draws any view-model.
  public func render(_ viewModel: any ViewModel, width: Int) -> String? {
    let title = Inspection.label(of: viewModel)
    let rule = String(repeating: "─", count: min(width, max(title.count, 20)))
    var lines = [title, rule]
    for member in Inspection.members(of: viewModel) {
      switch member.kind {
      case .action(let action):
        let enabled = (action.enabledProperty.currentValue as? Bool) == true
        let executing = (action.executingProperty.currentValue as? Bool) == true
        let state = executing ? "…" : (enabled ? "" : " (disabled)")
        lines.append("[ \(member.name) ]\(state)")
      case .property(let property):
        let value = property.currentValue
        lines.append("\(member.name): \(ValueFormatter.describe(value))")
        let items = Inspection.childViewModels(in: value)
        guard ValueFormatter.elements(of: value) != nil else { continue }
        for (index, item) in items.prefix(Self.itemLimit).enumerated() {
          let summary = Inspection.members(of: item).compactMap { member -> String? in
            guard let property = member.property else { return nil }
            return "\(member.name) \(ValueFormatter.describe(property.currentValue))"
          }
          lines.append("  [\(index)] " + summary.joined(separator: ", "))
        }
        if items.count > Self.itemLimit { lines.append("  … \(items.count - Self.itemLimit) more") }
      }
    }
    return lines.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }.joined(
      separator: "\n")
  }
}
