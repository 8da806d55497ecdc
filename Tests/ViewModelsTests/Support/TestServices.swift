import Foundation
import Model
import ReactiveCore
import ViewModels

/// Everything a view-model test needs: a virtual clock, a fake per service, and a
/// navigation stack recording what view-models pushed and popped.
final class TestServices {
  /// The virtual clock every fake and view-model runs on.
  let scheduler = TestScheduler()
  /// The fake Flickr.
  let flickr: FakeFlickrService
  /// The fake Twitter.
  let twitter: FakeTwitterService
  /// The fake login.
  let userAPI: FakeUserAPI
  /// The view-models pushed and not yet popped, oldest first.
  private(set) var navigationStack: [any ViewModel] = []

  /// The services handed to view-models.
  private(set) var services: ResolvingViewModelServices!

  init() {
    flickr = FakeFlickrService(scheduler: scheduler)
    twitter = FakeTwitterService(scheduler: scheduler)
    userAPI = FakeUserAPI(scheduler: scheduler)
    services = ResolvingViewModelServices(
      flickr: { [flickr] in flickr },
      twitter: { [twitter] in twitter },
      userAPI: { [userAPI] in userAPI },
      scheduler: scheduler,
      push: { [weak self] in self?.navigationStack.append($0) },
      pop: { [weak self] in _ = self?.navigationStack.popLast() })
  }

  /// The view-model on top of the navigation stack, as `T`.
  func top<T: ViewModel>(as type: T.Type) -> T? {
    navigationStack.last as? T
  }

  /// Moves the clock forward by `seconds`.
  func advance(_ seconds: TimeInterval) {
    scheduler.advance(by: seconds)
  }
}
