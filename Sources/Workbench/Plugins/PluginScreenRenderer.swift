import MVVMPluginKit

/// The `view` command's screens for plugin apps: asks each accepted plugin's View in turn.
struct PluginScreenRenderer: ScreenRenderer {
  /// The plugins' Views, first match wins.
  let views: [@Sendable (any ViewModel) -> (any TextWidget)?]

  /// The first plugin screen for `viewModel`, drawn `width` columns wide, or nil.
  func render(_ viewModel: any ViewModel, width: Int) -> String? {
    for view in views {
      if let screen = view(viewModel) {
        return screen.render(width: width).joined(separator: "\n")
      }
    }
    return nil
  }

  /// The first plugin screen for `viewModel`, when that plugin's View keeps its bindings.
  func boundView(for viewModel: any ViewModel) -> (any BoundView)? {
    views.lazy.compactMap { $0(viewModel) }.first as? any BoundView
  }
}
