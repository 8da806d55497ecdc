import Inspection
import TerminalText
import ViewModelKit

/// The fallback `view`: a title, then each member with its value, lists item by item,
/// every line cut to the width (values are shortened before they are laid out).
public struct GenericScreenRenderer: ScreenRenderer {
  /// The most list items drawn per list.
  static let itemLimit = 10

  /// A renderer.
  public init() {}

  /// Draws any view-model.
  public func render(_ viewModel: any ViewModel, width: Int) -> String? {
    let title = Inspection.label(of: viewModel)
    let rule = String(
      repeating: "─", count: min(width, max(DisplayWidth.columns(of: title), 20)))
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
        lines.append("\(member.name): \(ValueFormatter.describe(value, shortenedTo: width))")
        let items = Inspection.childViewModels(in: value)
        guard ValueFormatter.elements(of: value) != nil else { continue }
        for (index, item) in items.prefix(Self.itemLimit).enumerated() {
          let summary = Inspection.members(of: item).compactMap { member -> String? in
            guard let property = member.property else { return nil }
            let shown = ValueFormatter.describe(property.currentValue, shortenedTo: width)
            return "\(member.name) \(shown)"
          }
          lines.append("  [\(index)] " + summary.joined(separator: ", "))
        }
        if items.count > Self.itemLimit { lines.append("  … \(items.count - Self.itemLimit) more") }
      }
    }
    return lines.map { TextFitting.truncated($0, to: width) }.joined(separator: "\n")
  }
}
