import FlickrApp
import FlickrModel
import Foundation
import LoginApp
import Model
import ReactiveCore
import Testing
import TweetboatApp
import ViewModelKit

@Suite("ResolvingViewModelServices")
struct ResolvingViewModelServicesTests {
  let env = TestServices()

  @Test("services are looked up on every access, so a backend switch affects the next search")
  func backendSwitch() {
    let first = FakeFlickrService(scheduler: env.scheduler)
    let second = FakeFlickrService(scheduler: env.scheduler)
    let current = Box<any FlickrSearchService>(first)
    env.resolver.answer(.flickr) { current.value }
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "cats"
    viewModel.executeSearch.apply().start()
    env.advance(2)
    current.value = second
    viewModel.executeSearch.apply().start()
    env.advance(2)
    #expect(first.searches.requests == ["cats"])
    #expect(second.searches.requests == ["cats"])
  }

  @Test("push and pop reach the handlers")
  func navigation() {
    let stack = Box<[String]>([])
    let services = ResolvingViewModelServices(
      resolver: env.resolver, scheduler: env.scheduler,
      push: { stack.value.append($0.typeName) },
      pop: { stack.value.removeLast() })
    services.push(LoginViewModel(services: services))
    services.push(UserProfileViewModel(user: FakeTwitterService.account("swift")))
    #expect(stack.value == ["LoginViewModel", "UserProfileViewModel"])
    services.pop()
    #expect(stack.value == ["LoginViewModel"])
  }

  @Test("the scheduler is the one given")
  func scheduler() {
    #expect(env.services.scheduler === env.scheduler)
  }
}
