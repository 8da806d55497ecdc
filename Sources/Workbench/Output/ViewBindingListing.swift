import Inspection
import TerminalText
import ViewModelKit
import Widgets

/// `view --bindings`: the bindings a View made, one per line, `widget.property <~
/// member`, named from the objects themselves: a widget's name is the View's stored
/// property holding it, its property's name the widget's stored property, and a source's
/// name the view-model member it is (or the action whose `isEnabled`/`isExecuting` it is).
struct ViewBindingListing {
  /// One binding, named: `goButton.isEnabled` and `executeSearch.isEnabled`.
  struct Line: Equatable {
    /// The widget's property, `widget.property`.
    let target: String
    /// The view-model's members it is fed from, with how (`errorMessage (mapped)`).
    let source: String
  }

  /// The lines, in the order the View made its bindings.
  let lines: [Line]

  /// The bindings of `view`, a View of `viewModel`.
  init(view: any BoundView, viewModel: any ViewModel) {
    let targets = Self.widgetProperties(of: view)
    let sources = Self.memberProperties(of: viewModel)
    lines = view.bindings.all.map { binding in
      let target = targets.first { $0.object === binding.target }?.name ?? "(a widget's property)"
      let names = binding.sources.map { source in
        sources.first { $0.object === source }?.name ?? "(not a member of \(viewModel.typeName))"
      }
      return Line(
        target: target,
        source: names.joined(separator: ", ") + Self.conversionText(binding.conversion))
    }
  }

  /// The listing laid out to `width`: `target <~ source` in two aligned columns.
  func text(width: Int) -> String {
    guard !lines.isEmpty else { return "(the View binds nothing)" }
    return ColumnTable(rows: lines.map { [$0.target, "<~ " + $0.source] }, indent: "", gap: " ")
      .render(width: width).joined(separator: "\n")
  }

  private static func conversionText(_ conversion: ViewBinding.Conversion) -> String {
    switch conversion {
    case .none: ""
    case .mapped: " (mapped)"
    case .described(let description): " (\(description))"
    }
  }

  /// Each widget's properties, named `widget.property`, found by `Mirror` over the View
  /// and each widget it stores.
  private static func widgetProperties(of view: AnyObject) -> [(name: String, object: AnyObject)] {
    var found: [(name: String, object: AnyObject)] = []
    for child in Mirror(reflecting: view).children {
      guard let widgetName = child.label, let widget = child.value as? any TextWidget else {
        continue
      }
      for field in Mirror(reflecting: widget).children {
        // Only class instances can be binding targets; a struct would be boxed anew.
        guard let fieldName = field.label, type(of: field.value) is AnyClass,
          !(field.value is any TextWidget)
        else { continue }
        found.append((widgetName + "." + fieldName, field.value as AnyObject))
      }
    }
    return found
  }

  /// The view-model's properties and its actions' state properties, by member name.
  private static func memberProperties(of viewModel: any ViewModel) -> [(
    name: String, object: AnyObject
  )] {
    Inspection.members(of: viewModel).flatMap { member -> [(name: String, object: AnyObject)] in
      switch member.kind {
      case .property(let property): [(member.name, property)]
      case .action(let action):
        [
          (member.name + ".isEnabled", action.enabledProperty),
          (member.name + ".isExecuting", action.executingProperty),
        ]
      }
    }
  }
}
