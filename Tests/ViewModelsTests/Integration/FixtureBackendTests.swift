import FixtureTestSupport
import FlickrApp
import Foundation
import LoginApp
import Model
import ReactiveCore
import Testing
import TweetboatApp

/// The view-models against the real offline backends, registered as the shell does,
/// on a virtual clock.
@Suite("View-models on the fixture backends")
struct FixtureBackendTests {
  let env = FixtureEnvironment()

  @Test("a Flickr search takes 2 s, pushes its photos, and a visible photo gets its counts")
  func flickrSearch() throws {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "bridge"
    viewModel.executeSearch.apply().start()
    env.advance(1.9)
    #expect(viewModel.executeSearch.isExecuting.value)
    env.advance(0.1)
    #expect(!viewModel.executeSearch.isExecuting.value)

    let results = try #require(env.top(as: SearchResultsViewModel.self))
    #expect(results.title.value == "bridge")
    let item = try #require(results.searchResults.value.first)
    #expect(viewModel.recentSearches.value.first?.searchString.value == "bridge")
    item.isVisible.value = true
    env.advance(1.4)
    #expect(item.favorites.value == nil)
    env.advance(0.1)
    #expect(item.favorites.value != nil)
    #expect(item.comments.value != nil)
    #expect(item.metadataError.value == nil)
  }

  @Test("a Flickr search with no match pushes an empty results screen")
  func flickrSearchWithoutMatches() throws {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "qqqqzzzz"
    viewModel.executeSearch.apply().start()
    env.advance(2)
    let results = try #require(env.top(as: SearchResultsViewModel.self))
    #expect(results.searchResults.value.isEmpty)
    #expect(viewModel.recentSearches.value.first?.thumbnailURL.value == nil)
  }

  @Test("switching Flickr to a failing backend affects the next search")
  func flickrBackendSwitch() throws {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "bridge"
    try env.registry.use(
      service: "flickr", backend: "fixture",
      options: ["fail=offline for maintenance", "latency=200ms"])
    viewModel.executeSearch.apply().start()
    env.advance(0.2)
    #expect(
      viewModel.errorMessage.value
        == "There was a problem reaching Flickr: injected fault: offline for maintenance")
    #expect(viewModel.executeSearch.isEnabled.value)
    #expect(env.navigationStack.isEmpty)
  }

  @Test("the dummy login takes 1.5 s and shows the user with a masked token")
  func login() {
    let viewModel = LoginViewModel(services: env.services)
    viewModel.firstName.value = "Jane"
    viewModel.lastName.value = "Doe"
    viewModel.login.apply().start()
    env.advance(1.4)
    #expect(viewModel.userLoadingInProgress.value)
    env.advance(0.1)
    #expect(!viewModel.userLoadingInProgress.value)
    let description = viewModel.loggedInUser.value.map(String.init(describing:))
    #expect(description?.hasPrefix("Jane Doe (token •") == true)
    #expect(description?.hasSuffix("asdd)") == true)
  }

  @Test("Tweetboat pages the 54 replies to @mvvm_daily until allTweetsLoaded")
  func tweetboatPaging() throws {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = "@mvvm_daily"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(viewModel.userFullName.value != nil)
    #expect(viewModel.tweets.value.count == 20)
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    #expect(viewModel.tweets.value.count == 40)
    #expect(!viewModel.allTweetsLoaded.value)
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    #expect(viewModel.tweets.value.count == 54)
    #expect(viewModel.allTweetsLoaded.value)
    #expect(!viewModel.loadMoreTweets.isEnabled.value)

    viewModel.showProfile.apply().start()
    let profile = try #require(env.top(as: UserProfileViewModel.self))
    #expect(profile.username.value == "mvvm_daily")
  }

  @Test("Tweetboat says so when the account does not exist")
  func tweetboatUnknownAccount() {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = "no_such_user_x"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(
      viewModel.errorMessage.value
        == "The user @no_such_user_x was not found on Twitter")
    #expect(viewModel.userFullName.value == nil)
  }
}
