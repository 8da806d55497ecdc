import FlickrApp
import Foundation
import Inspection
import LoginApp
import Model
import ReactiveCore
import Testing
import TweetboatApp
import TwitterApp
import ViewModelKit

/// The contract with the shell: a view-model's stored properties without a leading
/// underscore are exactly its user-facing members, named as the shell and its scripts use them.
@Suite("View-model inspection")
struct ViewModelInspectionTests {
  let env = TestServices()

  /// The labels of `viewModel`'s stored properties that the shell shows.
  func visibleMembers(of viewModel: any ViewModel) -> Set<String> {
    Set(Mirror(reflecting: viewModel).children.compactMap(\.label).filter { !$0.hasPrefix("_") })
  }

  @Test("every view-model shows exactly its documented members, all of them inspectable")
  func membersMatchDesign() {
    let services = env.services
    let photo = FakeFlickrService.results(for: "cats", count: 1).photos[0]
    let tweet = FakeTwitterService.tweet("hello", by: "jane")
    let expected: [(any ViewModel, Set<String>)] = [
      (
        FlickrSearchViewModel(services: services),
        ["searchText", "title", "errorMessage", "recentSearches", "executeSearch"]
      ),
      (
        RecentSearchItemViewModel(searchString: "cats", totalResults: 1, thumbnailURL: nil),
        ["searchString", "totalResults", "thumbnailURL"]
      ),
      (
        SearchResultsViewModel(
          results: FakeFlickrService.results(for: "cats", count: 1), services: services),
        ["title", "searchResults"]
      ),
      (
        SearchResultsItemViewModel(photo: photo, services: services),
        ["title", "url", "isVisible", "favorites", "comments", "metadataError"]
      ),
      (
        TwitterSearchViewModel(services: services),
        ["searchText", "isSearching", "queryExecutionTime", "tweets", "errorMessage"]
      ),
      (
        TweetViewModel(tweet: tweet, scheduler: env.scheduler),
        ["status", "username", "profileImageUrl", "ageInSeconds"]
      ),
      (
        TweetboatViewModel(services: services),
        [
          "username", "usernameValid", "userFullName", "userAvatarURL", "tweets", "allTweetsLoaded",
          "errorMessage", "getTweets", "loadMoreTweets", "showProfile", "profileViewModel",
        ]
      ),
      (
        UserProfileViewModel(user: FakeTwitterService.account("swift")),
        ["username", "name", "profileImageUrl"]
      ),
      (
        LoginViewModel(services: services),
        [
          "firstName", "lastName", "loginInputValid", "userLoadingInProgress", "loggedInUser",
          "errorMessage", "login",
        ]
      ),
    ]
    for (viewModel, members) in expected {
      #expect(visibleMembers(of: viewModel) == members, "\(viewModel.typeName)")
      let inspected = Inspection.members(of: viewModel).map(\.name)
      #expect(Set(inspected) == members, "\(viewModel.typeName) as the shell inspects it")
    }
  }

  @Test("plain values hold no view-model; a view-model, a list or an optional of them do")
  func childViewModelsOfPlainValuesAndLists() {
    let tweet = TweetViewModel(
      tweet: FakeTwitterService.tweet("hello", by: "jane"), scheduler: env.scheduler)
    let plain: [Any] = [
      "text", 3, true, 1.5, URL(string: "https://example.com")!, Date(timeIntervalSince1970: 0),
      String?.none as Any, String?.some("x") as Any, Int?.some(1) as Any, URL?.none as Any,
    ]
    for value in plain {
      #expect(Inspection.isPlainValue(value))
      #expect(Inspection.childViewModels(in: value).isEmpty)
      #expect(Inspection.viewModel(in: value) == nil)
    }
    for holder: Any in [tweet, [tweet], TweetViewModel?.some(tweet) as Any, Set([1]), ["a"]] {
      #expect(!Inspection.isPlainValue(holder))
    }
    #expect(Inspection.viewModel(in: tweet) === tweet)
    #expect(
      Inspection.childViewModels(in: [tweet]).map(ObjectIdentifier.init) == [
        ObjectIdentifier(tweet)
      ])
    #expect(Inspection.childViewModels(in: TweetViewModel?.some(tweet) as Any).count == 1)
    #expect(Inspection.childViewModels(in: ["a", "b"]).isEmpty)
  }

  @Test("a view-model's type name is its class name")
  func typeName() {
    #expect(FlickrSearchViewModel.typeName == "FlickrSearchViewModel")
    let viewModel: any ViewModel = LoginViewModel(services: env.services)
    #expect(viewModel.typeName == "LoginViewModel")
  }
}
