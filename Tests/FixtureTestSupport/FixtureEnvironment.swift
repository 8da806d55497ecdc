import FlickrBackends
import Foundation
import LoginBackends
import Model
import ReactiveCore
import TwitterBackends
import ViewModelKit

/// The real backends registered as the shell registers them (offline defaults), on a
/// virtual clock, behind `ResolvingViewModelServices(registry:)`, which reads the
/// registry on every request; pushes and pops are recorded. Shared by the view-model
/// and view tests.
public final class FixtureEnvironment {
  /// The virtual clock of the backends and view-models.
  public let scheduler: TestScheduler
  /// The registry holding every backend; `use` switches them.
  public let registry: BackendRegistry
  /// The services handed to view-models.
  public let services: ResolvingViewModelServices

  private let navigation = MutableProperty<[any ViewModel]>([])

  /// An environment whose clock starts at `startDate`.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    scheduler = TestScheduler(startDate: startDate)
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: scheduler, variables: [:]))
    FlickrBackends.register(with: registry)
    TwitterBackends.register(with: registry)
    LoginBackends.register(with: registry)
    self.registry = registry
    let navigation = navigation
    services = ResolvingViewModelServices(
      registry: registry,
      push: { navigation.value.append($0) },
      pop: { navigation.modify { _ = $0.popLast() } })
  }

  /// The view-models pushed and not yet popped, oldest first.
  public var navigationStack: [any ViewModel] { navigation.value }

  /// The view-model on top of the navigation stack, as `T`.
  public func top<T: ViewModel>(as type: T.Type) -> T? {
    navigationStack.last as? T
  }

  /// Moves the clock forward by `seconds`.
  public func advance(_ seconds: TimeInterval) {
    scheduler.advance(by: seconds)
  }
}
