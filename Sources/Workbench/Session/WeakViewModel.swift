import ViewModelKit

/// A view-model held weakly: one a property change brought in, kept until `resources`
/// notes it, without keeping it alive (a row dropped before then is never counted).
struct WeakViewModel {
  /// The view-model, while it is alive.
  weak var viewModel: (any ViewModel)?

  /// Holds `viewModel` weakly.
  init(_ viewModel: any ViewModel) {
    self.viewModel = viewModel
  }
}
