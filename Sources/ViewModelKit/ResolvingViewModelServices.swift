import Model
import ReactiveCore

/// `ViewModelServices` built from closures: each service is looked up by calling its
/// closure on every access, and navigation is handed to `push`/`pop` handlers. The
/// shell passes closures that read its backend registry; tests pass fakes.
public final class ResolvingViewModelServices: ViewModelServices {
  private let _flickr: () -> any FlickrSearchService
  private let _twitter: () -> any TwitterService
  private let _userAPI: () -> any UserAPI
  private let _push: (any ViewModel) -> Void
  private let _pop: () -> Void

  /// The scheduler given at creation; pass a stable object (the shell's switchable
  /// clock) since view-models keep it for their timers.
  public let scheduler: DateScheduler

  /// Services that call `flickr`, `twitter` and `userAPI` for the current backend on
  /// every access, keep time with `scheduler`, and navigate through `push` and `pop`.
  /// The handlers are held strongly: have them capture the navigation stack weakly.
  public init(
    flickr: @escaping () -> any FlickrSearchService,
    twitter: @escaping () -> any TwitterService,
    userAPI: @escaping () -> any UserAPI,
    scheduler: DateScheduler,
    push: @escaping (any ViewModel) -> Void = { _ in },
    pop: @escaping () -> Void = {}
  ) {
    _flickr = flickr
    _twitter = twitter
    _userAPI = userAPI
    self.scheduler = scheduler
    _push = push
    _pop = pop
  }

  /// Services reading `registry`'s active backends on every access, keeping time with
  /// the registry's scheduler, and navigating through `push` and `pop`.
  public convenience init(
    registry: BackendRegistry,
    push: @escaping (any ViewModel) -> Void = { _ in },
    pop: @escaping () -> Void = {}
  ) {
    self.init(
      flickr: { registry.service(.flickr) },
      twitter: { registry.service(.twitter) },
      userAPI: { registry.service(.login) },
      scheduler: registry.environment.scheduler,
      push: push, pop: pop)
  }

  /// The Flickr backend `flickr` returns now.
  public var flickr: any FlickrSearchService { _flickr() }

  /// The Twitter backend `twitter` returns now.
  public var twitter: any TwitterService { _twitter() }

  /// The login backend `userAPI` returns now.
  public var userAPI: any UserAPI { _userAPI() }

  /// Hands `viewModel` to the push handler.
  public func push(_ viewModel: any ViewModel) {
    _push(viewModel)
  }

  /// Calls the pop handler.
  public func pop() {
    _pop()
  }
}
