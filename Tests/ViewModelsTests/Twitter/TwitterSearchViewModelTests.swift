import Foundation
import Model
import ReactiveCore
import Testing
import TwitterApp
import TwitterModel
import ViewModelKit

/// What the Twitter search screen shows.
private struct TwitterScreen: Equatable {
  var isSearching = false
  var queryExecutionTime = ""
  var tweets: [String] = []
  var errorMessage: String?

  init(
    isSearching: Bool = false, queryExecutionTime: String = "", tweets: [String] = [],
    errorMessage: String? = nil
  ) {
    self.isSearching = isSearching
    self.queryExecutionTime = queryExecutionTime
    self.tweets = tweets
    self.errorMessage = errorMessage
  }

  init(_ viewModel: TwitterSearchViewModel) {
    isSearching = viewModel.isSearching.value
    queryExecutionTime = viewModel.queryExecutionTime.value
    tweets = viewModel.tweets.value.map(\.status.value)
    errorMessage = viewModel.errorMessage.value
  }

  /// The screen after a search for `query` answered by the fake.
  static func found(_ query: String) -> TwitterScreen {
    TwitterScreen(
      queryExecutionTime: "Execution time: 25 ms", tweets: (1...3).map { "\(query) \($0)" })
  }
}

@Suite("TwitterSearchViewModel")
struct TwitterSearchViewModelTests {
  let env = TestServices()

  /// Types "s", "sw", "swi", "swif", "swift", one every 50 ms (0.2 s in all): "swif"
  /// is typed at 0.15 s, searched as the clock moves on, and "swift" is typed at 0.2 s.
  func typeSwift(into viewModel: TwitterSearchViewModel) {
    for (index, text) in ["s", "sw", "swi", "swif", "swift"].enumerated() {
      if index > 0 { env.advance(0.05) }
      viewModel.searchText.value = text
    }
  }

  @Test("short texts are never searched")
  func shortTexts() {
    let viewModel = TwitterSearchViewModel(services: env.services)
    viewModel.searchText.value = "s"
    viewModel.searchText.value = "sw"
    viewModel.searchText.value = "swi"
    env.advance(5)
    #expect(env.twitter.searches.requests.isEmpty)
    #expect(TwitterScreen(viewModel) == TwitterScreen())
  }

  @Test("typing swift searches swif at once and swift 1 s later, never the shorter texts")
  func throttledSearchAsYouType() {
    let viewModel = TwitterSearchViewModel(services: env.services)
    typeSwift(into: viewModel)
    #expect(env.twitter.searches.requests == ["swif"])
    #expect(TwitterScreen(viewModel) == TwitterScreen(isSearching: true))

    env.advance(0.25)
    #expect(TwitterScreen(viewModel) == .found("swif"))

    env.advance(0.65)
    #expect(env.twitter.searches.requests == ["swif"])
    env.advance(0.05)
    #expect(env.twitter.searches.requests == ["swif", "swift"])
    #expect(
      TwitterScreen(viewModel)
        == TwitterScreen(
          isSearching: true, queryExecutionTime: "Execution time: 25 ms",
          tweets: TwitterScreen.found("swif").tweets))

    env.advance(0.3)
    #expect(TwitterScreen(viewModel) == .found("swift"))
    #expect(env.twitter.searches.cancelled.isEmpty)
  }

  @Test("a newer query cancels the search still running")
  func newerQueryCancels() {
    env.twitter.searches.setLatency(2, for: "swif")
    let viewModel = TwitterSearchViewModel(services: env.services)
    typeSwift(into: viewModel)
    env.advance(1)
    #expect(env.twitter.searches.requests == ["swif", "swift"])
    #expect(env.twitter.searches.cancelled == ["swif"])
    #expect(TwitterScreen(viewModel) == TwitterScreen(isSearching: true))

    env.advance(0.3)
    #expect(TwitterScreen(viewModel) == .found("swift"))
    env.advance(5)
    #expect(TwitterScreen(viewModel) == .found("swift"))
  }

  @Test("a failed search says why, and typing keeps searching")
  func failedSearchKeepsSearching() {
    env.twitter.searches.fail("swift", with: .serverError(status: 500))
    let viewModel = TwitterSearchViewModel(services: env.services)
    viewModel.searchText.value = "swift"
    env.advance(0.3)
    let message = "There was a problem reaching Twitter: the server failed (HTTP 500)"
    #expect(TwitterScreen(viewModel) == TwitterScreen(errorMessage: message))

    env.advance(1)
    viewModel.searchText.value = "swiftui"
    env.advance(0)
    #expect(TwitterScreen(viewModel) == TwitterScreen(isSearching: true))
    env.advance(0.3)
    #expect(TwitterScreen(viewModel) == .found("swiftui"))
  }

  @Test("switching the backend affects the next search")
  func backendSwitch() {
    let first = FakeTwitterService(scheduler: env.scheduler)
    let second = FakeTwitterService(scheduler: env.scheduler)
    let current = Box<any TwitterService>(first)
    env.resolver.answer(.twitter) { current.value }
    let viewModel = TwitterSearchViewModel(services: env.services)
    viewModel.searchText.value = "swift"
    env.advance(0.3)
    current.value = second
    env.advance(1)
    viewModel.searchText.value = "swiftui"
    env.advance(0.3)
    #expect(first.searches.requests == ["swift"])
    #expect(second.searches.requests == ["swiftui"])
  }

  @Test("dropping the view-model mid-search frees it, its tweets and cancels the request")
  func freedMidSearch() {
    weak var weakSearch: TwitterSearchViewModel?
    weak var weakTweet: TweetViewModel?
    do {
      let viewModel = TwitterSearchViewModel(services: env.services)
      weakSearch = viewModel
      viewModel.searchText.value = "swift"
      env.advance(0.3)
      weakTweet = viewModel.tweets.value.first
      env.advance(1)
      viewModel.searchText.value = "swiftui"
      env.advance(0.1)
    }
    #expect(weakSearch == nil)
    #expect(weakTweet == nil)
    #expect(env.twitter.searches.cancelled == ["swiftui"])
  }
}
