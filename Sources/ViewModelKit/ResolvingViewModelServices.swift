import Model
import ReactiveCore

/// `ViewModelServices` that look every service up through a `ServiceResolver` (the
/// session's backend registry, or a test's fakes) on each call, and hand navigation to
/// `push`/`pop` handlers.
public final class ResolvingViewModelServices: ViewModelServices {
  private let resolver: any ServiceResolver
  private let _push: (any ViewModel) -> Void
  private let _pop: () -> Void

  /// The scheduler given at creation; pass a stable object (the shell's switchable
  /// clock) since view-models keep it for their timers.
  public let scheduler: DateScheduler

  /// Services that ask `resolver` for the current backend on every call, keep time with
  /// `scheduler`, and navigate through `push` and `pop`. The resolver and the handlers
  /// are held strongly: have the handlers capture the navigation stack weakly.
  public init(
    resolver: any ServiceResolver, scheduler: DateScheduler,
    push: @escaping (any ViewModel) -> Void = { _ in }, pop: @escaping () -> Void = {}
  ) {
    self.resolver = resolver
    self.scheduler = scheduler
    _push = push
    _pop = pop
  }

  /// Services reading `registry`'s active backends on every call, keeping time with the
  /// registry's scheduler, and navigating through `push` and `pop`.
  public convenience init(
    registry: BackendRegistry,
    push: @escaping (any ViewModel) -> Void = { _ in },
    pop: @escaping () -> Void = {}
  ) {
    self.init(
      resolver: registry, scheduler: registry.environment.scheduler, push: push, pop: pop)
  }

  /// The instance of the service `key` the resolver gives now.
  public func service<Service>(_ key: ServiceKey<Service>) -> Service {
    resolver.service(key)
  }

  /// Hands `viewModel` to the push handler.
  public func push(_ viewModel: any ViewModel) {
    _push(viewModel)
  }

  /// Calls the pop handler.
  public func pop() {
    _pop()
  }
}
