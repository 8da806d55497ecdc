import MVVMPluginKit

/// The `view` command's screens from the Views the apps registered (built in or loaded):
/// asks each in turn, first match wins.
struct RegisteredScreenRenderer: ScreenRenderer {
  /// The registered Views, in the order they were registered.
  let views: [@Sendable (any ViewModel) -> (any TextWidget)?]

  /// The first registered screen for `viewModel`, drawn `width` columns wide, or nil.
  func render(_ viewModel: any ViewModel, width: Int) -> String? {
    for view in views {
      if let screen = view(viewModel) {
        return screen.render(width: width).joined(separator: "\n")
      }
    }
    return nil
  }

  /// The first registered screen for `viewModel`, when its View keeps its bindings.
  func boundView(for viewModel: any ViewModel) -> (any BoundView)? {
    views.lazy.compactMap { $0(viewModel) }.first as? any BoundView
  }
}
