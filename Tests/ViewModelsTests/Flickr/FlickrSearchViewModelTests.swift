import FlickrApp
import Foundation
import Model
import ReactiveCore
import Testing

/// What the search screen shows, compared whole so that an unexpected change fails.
private struct SearchScreen: Equatable {
  var isEnabled: Bool
  var isExecuting: Bool
  var errorMessage: String?
  var recentSearches: [String]
  var pushedTitles: [String]

  init(
    isEnabled: Bool, isExecuting: Bool = false, errorMessage: String? = nil,
    recentSearches: [String] = [], pushedTitles: [String] = []
  ) {
    self.isEnabled = isEnabled
    self.isExecuting = isExecuting
    self.errorMessage = errorMessage
    self.recentSearches = recentSearches
    self.pushedTitles = pushedTitles
  }

  init(_ viewModel: FlickrSearchViewModel, _ env: TestServices) {
    isEnabled = viewModel.executeSearch.isEnabled.value
    isExecuting = viewModel.executeSearch.isExecuting.value
    errorMessage = viewModel.errorMessage.value
    recentSearches = viewModel.recentSearches.value.map(\.searchString.value)
    pushedTitles = env.navigationStack.compactMap { ($0 as? SearchResultsViewModel)?.title.value }
  }
}

@Suite("FlickrSearchViewModel")
struct FlickrSearchViewModelTests {
  let env = TestServices()

  @Test("the title is Flickr Search and the search starts disabled")
  func initialState() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    #expect(viewModel.title.value == "Flickr Search")
    #expect(viewModel.searchText.value == "")
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false))
  }

  @Test("a search needs more than three characters")
  func searchNeedsFourCharacters() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "cat"
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false))
    viewModel.searchText.value = "cats"
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: true))
    viewModel.searchText.value = "cat"
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false))
  }

  @Test("a search runs for 2 s, then pushes its results and records a recent search")
  func searchTimeline() throws {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "cats"
    viewModel.executeSearch.apply().start()
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false, isExecuting: true))
    #expect(env.flickr.searches.requests == ["cats"])

    env.advance(1.9)
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false, isExecuting: true))

    env.advance(0.1)
    #expect(
      SearchScreen(viewModel, env)
        == SearchScreen(isEnabled: true, recentSearches: ["cats"], pushedTitles: ["cats"]))
    let results = try #require(env.top(as: SearchResultsViewModel.self))
    #expect(
      results.searchResults.value.map(\.title.value) == [
        "cats photo 1", "cats photo 2", "cats photo 3",
      ])
    let recent = try #require(viewModel.recentSearches.value.first)
    #expect(recent.totalResults.value == 300)
    #expect(
      recent.thumbnailURL.value
        == URL(string: "https://live.staticflickr.com/65535/cats-1_secret1_s.jpg"))
  }

  @Test("a search while one runs starts nothing")
  func searchWhileSearching() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "cats"
    viewModel.executeSearch.apply().start()
    var secondRunError: ActionError<ServiceError>?
    viewModel.executeSearch.apply().startWithFailed { secondRunError = $0 }
    #expect(secondRunError == .disabled)
    env.advance(2)
    #expect(env.flickr.searches.requests == ["cats"])
  }

  @Test("recent searches are newest first, each text once, at most ten")
  func recentSearchesOrder() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    func search(_ text: String) {
      viewModel.searchText.value = text
      viewModel.executeSearch.apply().start()
      env.advance(2)
    }
    search("cats")
    search("dogs")
    search("cats")
    #expect(viewModel.recentSearches.value.map(\.searchString.value) == ["cats", "dogs"])

    for number in 1...10 { search("bird\(number)") }
    #expect(
      viewModel.recentSearches.value.map(\.searchString.value)
        == (1...10).reversed().map { "bird\($0)" })
  }

  @Test("a search with no results pushes an empty results screen")
  func searchWithNoResults() throws {
    env.flickr.setPhotoCount(0, for: "qwertyuiop")
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "qwertyuiop"
    viewModel.executeSearch.apply().start()
    env.advance(2)

    let results = try #require(env.top(as: SearchResultsViewModel.self))
    #expect(results.title.value == "qwertyuiop")
    #expect(results.searchResults.value.isEmpty)
    let recent = try #require(viewModel.recentSearches.value.first)
    #expect(recent.totalResults.value == 0)
    #expect(recent.thumbnailURL.value == nil)
  }

  @Test("a failed search says why and enables the search again; a new search clears it")
  func failedSearch() {
    env.flickr.searches.failure = .timedOut
    let viewModel = FlickrSearchViewModel(services: env.services)
    viewModel.searchText.value = "cats"
    viewModel.executeSearch.apply().start()
    env.advance(2)
    let message = "There was a problem reaching Flickr: the request timed out"
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: true, errorMessage: message))

    env.flickr.searches.failure = nil
    viewModel.executeSearch.apply().start()
    #expect(SearchScreen(viewModel, env) == SearchScreen(isEnabled: false, isExecuting: true))
    env.advance(2)
    #expect(
      SearchScreen(viewModel, env)
        == SearchScreen(isEnabled: true, recentSearches: ["cats"], pushedTitles: ["cats"]))
  }

  @Test("the search view-model is freed after a push and pop")
  func freedAfterPushAndPop() {
    weak var weakSearch: FlickrSearchViewModel?
    weak var weakResults: SearchResultsViewModel?
    weak var weakItem: SearchResultsItemViewModel?
    do {
      let viewModel = FlickrSearchViewModel(services: env.services)
      weakSearch = viewModel
      viewModel.searchText.value = "cats"
      viewModel.executeSearch.apply().start()
      env.advance(2)
      let results = env.top(as: SearchResultsViewModel.self)
      weakResults = results
      weakItem = results?.searchResults.value.first
      results?.searchResults.value.first?.isVisible.value = true
      env.advance(1.2)
      env.services.pop()
    }
    #expect(weakResults == nil)
    #expect(weakItem == nil)
    #expect(weakSearch == nil)
    #expect(env.flickr.favorites.cancelled == ["cats-1"])
    #expect(env.flickr.comments.cancelled == ["cats-1"])
  }

  @Test("dropping the view-model mid-search frees it and cancels the request")
  func freedWithSearchInFlight() {
    weak var weakSearch: FlickrSearchViewModel?
    do {
      let viewModel = FlickrSearchViewModel(services: env.services)
      weakSearch = viewModel
      viewModel.searchText.value = "cats"
      viewModel.executeSearch.apply().start()
      env.advance(1)
    }
    #expect(weakSearch == nil)
    #expect(env.flickr.searches.cancelled == ["cats"])
    env.advance(5)
    #expect(env.navigationStack.isEmpty)
  }
}
