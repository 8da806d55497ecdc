import ViewModelKit

/// Draws a view-model as a text screen for `view`. The dedicated text views of each app
/// plug in here; `GenericScreenRenderer` draws any view-model from its inspection.
public protocol ScreenRenderer {
  /// The screen for `viewModel`, or nil when this renderer has no view for it.
  func render(_ viewModel: any ViewModel, width: Int) -> String?
}
