import FlickrBackends
import Foundation
import LoginBackends
import Model
import ReactiveCore
import TwitterBackends
import ViewModels

/// The real backends registered as the shell registers them (offline defaults), on a
/// virtual clock, behind `ResolvingViewModelServices(registry:)`, which reads the
/// registry on every request; pushes and pops are recorded.
final class FixtureServices {
  /// The virtual clock of the backends and view-models.
  let scheduler = TestScheduler()
  /// The registry holding every backend; `use` switches them.
  let registry: BackendRegistry
  /// The services handed to view-models.
  let services: ResolvingViewModelServices

  private let navigation = Box<[any ViewModel]>([])

  init() {
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: scheduler, variables: [:]))
    FlickrBackends.register(into: registry)
    TwitterBackends.register(into: registry)
    LoginBackends.register(into: registry)
    self.registry = registry
    services = ResolvingViewModelServices(
      registry: registry,
      push: { [navigation] in navigation.value.append($0) },
      pop: { [navigation] in _ = navigation.value.popLast() })
  }

  /// The view-models pushed and not yet popped, oldest first.
  var navigationStack: [any ViewModel] { navigation.value }

  /// The view-model on top of the navigation stack, as `T`.
  func top<T: ViewModel>(as type: T.Type) -> T? {
    navigationStack.last as? T
  }

  /// Moves the clock forward by `seconds`.
  func advance(_ seconds: TimeInterval) {
    scheduler.advance(by: seconds)
  }
}
