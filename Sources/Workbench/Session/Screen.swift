import Inspection
import ViewModelKit

/// One entry of the navigation stack: the view-model a push showed, and where `cd` has
/// moved the focus inside it.
public final class Screen {
  /// The view-model that was pushed (or opened).
  public let root: any ViewModel
  /// The children `cd` entered, outermost first, each with the path used to reach it.
  public private(set) var focusPath: [(path: String, viewModel: any ViewModel)] = []

  /// A screen showing `root`.
  public init(root: any ViewModel) {
    self.root = root
  }

  /// The view-model commands act on: the innermost child entered with `cd`, or the root.
  public var focus: any ViewModel { focusPath.last?.viewModel ?? root }

  /// Enters `child`, reached by `path` from the current focus.
  public func enter(_ child: any ViewModel, path: String) {
    focusPath.append((path, child))
  }

  /// Leaves the innermost child; false when the focus is already the root.
  public func leave() -> Bool {
    focusPath.popLast() != nil
  }

  /// The screen's name: the root's type name without "ViewModel".
  public var shortName: String {
    let name = root.typeName
    return name.hasSuffix("ViewModel") && name != "ViewModel" ? String(name.dropLast(9)) : name
  }
}
