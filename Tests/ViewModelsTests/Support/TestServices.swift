import FlickrApp
import FlickrModel
import Foundation
import LoginModel
import Model
import ReactiveCore
import TwitterModel
import ViewModelKit

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
  /// The fakes by key, for the services.
  let resolver = FakeResolver()
  /// The services handed to view-models.
  let services: ResolvingViewModelServices

  private let navigation = Box<[any ViewModel]>([])

  init() {
    flickr = FakeFlickrService(scheduler: scheduler)
    twitter = FakeTwitterService(scheduler: scheduler)
    userAPI = FakeUserAPI(scheduler: scheduler)
    resolver.answer(.flickr) { [flickr] in flickr }
    resolver.answer(.twitter) { [twitter] in twitter }
    resolver.answer(.login) { [userAPI] in userAPI }
    services = ResolvingViewModelServices(
      resolver: resolver, scheduler: scheduler,
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
