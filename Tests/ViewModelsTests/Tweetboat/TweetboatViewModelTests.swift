import Foundation
import Model
import ReactiveCore
import Testing
import TweetboatApp
import TwitterApp

/// What the Tweetboat screen shows.
private struct TweetboatScreen: Equatable {
  var userFullName: String?
  var tweetCount = 0
  var allTweetsLoaded = false
  var errorMessage: String?
  var canGetTweets = true
  var canLoadMore = false
  var canShowProfile = false

  init(
    userFullName: String? = nil, tweetCount: Int = 0, allTweetsLoaded: Bool = false,
    errorMessage: String? = nil,
    canGetTweets: Bool = true, canLoadMore: Bool = false, canShowProfile: Bool = false
  ) {
    self.userFullName = userFullName
    self.tweetCount = tweetCount
    self.allTweetsLoaded = allTweetsLoaded
    self.errorMessage = errorMessage
    self.canGetTweets = canGetTweets
    self.canLoadMore = canLoadMore
    self.canShowProfile = canShowProfile
  }

  init(_ viewModel: TweetboatViewModel) {
    userFullName = viewModel.userFullName.value
    tweetCount = viewModel.tweets.value.count
    allTweetsLoaded = viewModel.allTweetsLoaded.value
    errorMessage = viewModel.errorMessage.value
    canGetTweets = viewModel.getTweets.isEnabled.value
    canLoadMore = viewModel.loadMoreTweets.isEnabled.value
    canShowProfile = viewModel.showProfile.isEnabled.value
  }
}

@Suite("TweetboatViewModel")
struct TweetboatViewModelTests {
  let env = TestServices()

  /// A Tweetboat that has loaded the first page of replies to @swift.
  func loadedTweetboat() -> TweetboatViewModel {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = "@swift"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    return viewModel
  }

  @Test(
    "a handle is 1–15 letters, digits or underscores, optionally after @",
    arguments: [
      ("swift", true), ("@swift", true), ("Swift_Lang_2024", true), ("@a", true),
      ("", false), ("@", false), ("sixteen_chars_xx", false), ("two words", false),
      ("héllo", false), ("swift@", false), ("@@swift", false),
    ])
  func handleValidation(text: String, isValid: Bool) {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = text
    #expect(viewModel.usernameValid.value == isValid)
    #expect(viewModel.getTweets.isEnabled.value == isValid)
  }

  @Test("getTweets looks up the account and the first 20 replies together")
  func getTweetsTimeline() {
    let viewModel = TweetboatViewModel(services: env.services)
    #expect(TweetboatScreen(viewModel) == TweetboatScreen(canGetTweets: false))
    viewModel.username.value = "@swift"
    viewModel.getTweets.apply().start()
    #expect(env.twitter.users.requests == ["swift"])
    #expect(env.twitter.replies.requests == ["swift first"])
    #expect(TweetboatScreen(viewModel) == TweetboatScreen(canGetTweets: false))

    env.advance(0.3)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          userFullName: "Name of swift", tweetCount: 20, canLoadMore: true, canShowProfile: true))
    #expect(viewModel.userAvatarURL.value == URL(string: "https://pbs.twimg.com/swift_normal.png"))
    #expect(viewModel.tweets.value.first?.status.value == "reply 1")
    #expect(viewModel.tweets.value.last?.status.value == "reply 20")
  }

  @Test("loadMoreTweets pages on until allTweetsLoaded")
  func pagingToTheEnd() {
    let viewModel = loadedTweetboat()
    viewModel.loadMoreTweets.apply().start()
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(userFullName: "Name of swift", tweetCount: 20, canShowProfile: true))
    env.advance(0.3)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          userFullName: "Name of swift", tweetCount: 40, canLoadMore: true, canShowProfile: true))

    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          userFullName: "Name of swift", tweetCount: 45, allTweetsLoaded: true, canShowProfile: true
        ))
    #expect(env.twitter.replies.requests == ["swift first", "swift page2", "swift page3"])
    #expect(viewModel.tweets.value.map(\.status.value) == (1...45).map { "reply \($0)" })
  }

  @Test("asking for more while a page loads makes no second request")
  func loadMoreWhileLoading() {
    let viewModel = loadedTweetboat()
    viewModel.loadMoreTweets.apply().start()
    var secondRunError: ActionError<ServiceError>?
    viewModel.loadMoreTweets.apply().startWithFailed { secondRunError = $0 }
    env.advance(0.3)
    #expect(secondRunError == .disabled)
    #expect(env.twitter.replies.requests == ["swift first", "swift page2"])
    #expect(viewModel.tweets.value.count == 40)
  }

  @Test("the list and allTweetsLoaded change together, as every observer sees them")
  func listAndCompletionAgree() {
    let viewModel = TweetboatViewModel(services: env.services)
    var seen: [(count: Int, allLoaded: Bool)] = []
    viewModel.allTweetsLoaded.signal.observeValues { allLoaded in
      seen.append((viewModel.tweets.value.count, allLoaded))
    }
    viewModel.username.value = "swift"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    while !viewModel.allTweetsLoaded.value, viewModel.loadMoreTweets.isEnabled.value {
      viewModel.loadMoreTweets.apply().start()
      env.advance(0.3)
    }
    #expect(seen.count == 1)
    #expect(seen.first?.allLoaded == true)
    #expect(seen.first?.count == viewModel.tweets.value.count)
  }

  @Test("each page reaches the list as one update")
  func pagesAreCoalesced() {
    let viewModel = TweetboatViewModel(services: env.services)
    var updates: [Int] = []
    viewModel.tweets.signal.observeValues { updates.append($0.count) }
    viewModel.username.value = "swift"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    #expect(updates == [20, 40])
  }

  @Test("showProfile creates the profile's view-model, keeps it and pushes it")
  func showProfile() throws {
    let viewModel = loadedTweetboat()
    #expect(viewModel.profileViewModel.value == nil)
    viewModel.showProfile.apply().start()
    let profile = try #require(env.top(as: UserProfileViewModel.self))
    #expect(viewModel.profileViewModel.value === profile)
    #expect(profile.username.value == "swift")
    #expect(profile.name.value == "Name of swift")
    #expect(profile.profileImageUrl.value == URL(string: "https://pbs.twimg.com/swift_normal.png"))
  }

  @Test("an unknown account says so and cancels the replies request")
  func unknownAccount() {
    let viewModel = TweetboatViewModel(services: env.services)
    viewModel.username.value = "nobody"
    env.twitter.replies.setLatency(1, for: "nobody first")
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          errorMessage: "User @nobody was not found on Twitter"))
    #expect(env.twitter.replies.cancelled == ["nobody first"])
  }

  @Test("a failed page says why, keeps the tweets, and can be asked for again")
  func failedPage() {
    let viewModel = loadedTweetboat()
    env.twitter.replies.fail("swift page2", with: .rateLimited(resetAt: nil))
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    let message = "There was a problem reaching Twitter: rate limited; try again later"
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          userFullName: "Name of swift", tweetCount: 20, errorMessage: message, canLoadMore: true,
          canShowProfile: true))
  }

  @Test("a new getTweets replaces the list and the account")
  func newAccountReplacesList() {
    let viewModel = loadedTweetboat()
    viewModel.loadMoreTweets.apply().start()
    env.advance(0.3)
    viewModel.username.value = "kotlin"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          userFullName: "Name of kotlin", tweetCount: 20, canLoadMore: true, canShowProfile: true))
  }

  @Test("a getTweets that fails for another account leaves nothing of the previous one")
  func failedLookupClearsPreviousAccount() {
    let viewModel = loadedTweetboat()
    viewModel.username.value = "nobody"
    viewModel.getTweets.apply().start()
    env.advance(0.1)
    #expect(TweetboatScreen(viewModel) == TweetboatScreen(canGetTweets: false))
    env.advance(0.2)
    #expect(
      TweetboatScreen(viewModel)
        == TweetboatScreen(
          errorMessage: "User @nobody was not found on Twitter"))
  }

  @Test("a new getTweets forgets the previous account's profile, even when it fails")
  func newLookupForgetsProfile() {
    let viewModel = loadedTweetboat()
    viewModel.showProfile.apply().start()
    env.services.pop()
    #expect(viewModel.profileViewModel.value?.username.value == "swift")
    viewModel.username.value = "nobody"
    viewModel.getTweets.apply().start()
    env.advance(0.3)
    #expect(viewModel.profileViewModel.value == nil)
    #expect(viewModel.errorMessage.value == "User @nobody was not found on Twitter")
  }

  @Test("Tweetboat and its profile are freed after a push and pop, and mid-request")
  func freed() {
    weak var weakTweetboat: TweetboatViewModel?
    weak var weakProfile: UserProfileViewModel?
    weak var weakTweet: TweetViewModel?
    do {
      let viewModel = loadedTweetboat()
      weakTweetboat = viewModel
      weakTweet = viewModel.tweets.value.first
      viewModel.showProfile.apply().start()
      weakProfile = env.top(as: UserProfileViewModel.self)
      env.services.pop()
      viewModel.loadMoreTweets.apply().start()
      env.advance(0.1)
    }
    #expect(weakProfile == nil)
    #expect(weakTweet == nil)
    #expect(weakTweetboat == nil)
    #expect(env.twitter.replies.cancelled == ["swift page2"])
  }
}
