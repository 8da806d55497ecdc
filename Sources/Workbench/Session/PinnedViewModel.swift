@_spi(Inspection) import ReactiveCore
import ViewModelKit

/// A view-model one a property change brought in, kept until `resources` notes it,
/// without keeping it alive (a row dropped before then is never counted). Pinned
/// (`ObjectPin`), not held weakly: a weak reference would give every row of a page a
/// side table, and the app's own retains and releases of it the runtime's slow path.
struct PinnedViewModel {
  private let pin: ObjectPin
  /// Read only while `pin` holds the view-model alive: an unowned reference read after
  /// its object died traps.
  private unowned(safe) let pinned: any ViewModel

  /// Pins `viewModel`.
  init(_ viewModel: any ViewModel) {
    pin = ObjectPin(viewModel)
    pinned = viewModel
  }

  /// The view-model, while it is alive.
  var viewModel: (any ViewModel)? {
    guard let held = pin.object else { return nil }
    return withExtendedLifetime(held) { pinned }
  }
}
