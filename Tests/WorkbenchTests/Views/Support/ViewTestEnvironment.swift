import FlickrBackends
import Foundation
import LoginBackends
import Model
import ReactiveCore
import TwitterBackends
import ViewModels
import Workbench

/// View-models for view tests: the real fixture backends registered as the shell does,
/// on a virtual clock that starts just after the Twitter fixture's tweets were posted;
/// pushed view-models are recorded.
final class ViewTestEnvironment {
  /// The virtual clock of the backends and view-models.
  let scheduler = TestScheduler(
    startDate: ISO8601DateFormatter().date(from: "2024-03-05T15:00:00Z")!)
  /// The registry holding every backend; `use` switches them.
  let registry: BackendRegistry
  /// The services handed to view-models.
  let services: ResolvingViewModelServices

  private let pushed = MutableProperty<[any ViewModel]>([])

  init() {
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: scheduler, variables: [:]))
    FlickrBackends.register(into: registry)
    TwitterBackends.register(into: registry)
    LoginBackends.register(into: registry)
    self.registry = registry
    services = ResolvingViewModelServices(
      registry: registry, push: { [pushed] viewModel in pushed.value.append(viewModel) })
  }

  /// The last view-model pushed, as `T`.
  func top<T: ViewModel>(as type: T.Type) -> T? {
    pushed.value.last as? T
  }

  /// Moves the clock forward by `seconds`.
  func advance(_ seconds: TimeInterval) {
    scheduler.advance(by: seconds)
  }

  /// `view` drawn as the shell's `view` command draws it, 80 columns wide.
  func screen(_ view: any TextWidget) -> String {
    view.render(width: 80).joined(separator: "\n")
  }
}
