import ViewModelKit
import Widgets

/// Draws a view-model as a text screen for `view`. The dedicated text views of each app
/// plug in here; `GenericScreenRenderer` draws any view-model from its inspection.
public protocol ScreenRenderer {
  /// The screen for `viewModel`, or nil when this renderer has no view for it.
  func render(_ viewModel: any ViewModel, width: Int) -> String?

  /// A new View of `viewModel` that keeps its bindings as data, for `view --bindings`;
  /// nil when this renderer has none for it.
  func boundView(for viewModel: any ViewModel) -> (any BoundView)?
}

extension ScreenRenderer {
  /// No bound View: the renderer draws without widgets.
  public func boundView(for viewModel: any ViewModel) -> (any BoundView)? { nil }
}
