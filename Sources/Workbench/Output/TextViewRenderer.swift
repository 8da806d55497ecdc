import ViewModelKit
import Views
import Widgets

/// The `view` command's text views: binds a new screen of the built-in apps to the
/// view-model, draws it and lets it go (its bindings end with it). View-models without a
/// screen of their own are left to the next renderer.
public struct TextViewRenderer: ScreenRenderer {
  /// A renderer.
  public init() {}

  /// The screen of `viewModel` at most `width` columns wide, or nil when it has none.
  public func render(_ viewModel: any ViewModel, width: Int) -> String? {
    AppScreens.view(for: viewModel)?.render(width: width).joined(separator: "\n")
  }

  /// A new screen of `viewModel` when it is one of the built-in apps'.
  public func boundView(for viewModel: any ViewModel) -> (any BoundView)? {
    AppScreens.view(for: viewModel)
  }
}
