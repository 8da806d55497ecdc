import Foundation
import Model
import ReactiveCore

/// Tweetboat: type a Twitter handle, run `getTweets` to load the account and the first
/// page of replies to it, `loadMoreTweets` to page on until `allTweetsLoaded`, and
/// `showProfile` to push the account's profile.
public final class TweetboatViewModel: ViewModel {
  /// The handle to look up: 1–15 letters, digits or underscores, optionally after `@`.
  public let username: MutableProperty<String>
  /// Whether `username` is a valid handle.
  public let usernameValid: Property<Bool>
  /// The looked-up account's display name; nil until loaded.
  public let userFullName: Property<String?>
  /// The looked-up account's avatar; nil until loaded or when it has none.
  public let userAvatarURL: Property<URL?>
  /// The replies loaded so far, newest first; pages arriving together make one update.
  public let tweets: Property<[TweetViewModel]>
  /// True once the last page of replies has been loaded.
  public let allTweetsLoaded: Property<Bool>
  /// Why the last load failed; cleared when a new load starts.
  public let errorMessage: Property<String?>
  /// Looks up `username` and loads the first page of replies to it: enabled when the
  /// handle is valid.
  public let getTweets: Action<Void, TweetPage, ServiceError>
  /// Appends the next page of replies: disabled while a page loads and once every
  /// reply is loaded.
  public let loadMoreTweets: Action<Void, TweetPage, ServiceError>
  /// Pushes the looked-up account's profile: enabled once an account is loaded.
  public let showProfile: Action<Void, Void, Never>

  /// How many replies a page holds.
  public static let pageSize = 20

  private let _feed = MutableProperty<RepliesFeed?>(nil)
  private let _nextPage: Property<RepliesPageRequest?>
  private let _profileUser: Property<TwitterUser?>
  private let _tweets: CoalescedList<TweetViewModel>
  private let _errorMessage = MutableProperty<String?>(nil)
  private let _lifetimeToken = Lifetime.Token()

  /// Tweetboat, loading through `services` and pushing profiles with it.
  public init(services: any ViewModelServices) {
    username = MutableProperty("")
    usernameValid = username.map { Self.handle(from: $0) != nil }
    userFullName = _feed.map { $0?.user.name }.skipRepeats()
    userAvatarURL = _feed.map { $0?.user.profileImageURL }.skipRepeats()
    allTweetsLoaded = _feed.map { $0 != nil && $0?.nextCursor == nil }.skipRepeats()
    _tweets = CoalescedList(on: services.scheduler)
    tweets = Property(capturing: _tweets.property)
    errorMessage = Property(capturing: _errorMessage)

    let feed = _feed
    let list = _tweets
    let errorMessage = _errorMessage
    let lifetime = Lifetime(_lifetimeToken)
    let scheduler = services.scheduler
    // Tweets join the list one by one, like the tutorial's stream of tweets; the
    // coalesced list turns the changes of one page into one update of `tweets`.
    func show(_ page: TweetPage, replacing: Bool) {
      if replacing { list.replace(with: []) }
      for tweet in page.tweets { list.append([TweetViewModel(tweet: tweet, scheduler: scheduler)]) }
    }

    getTweets = Action(state: username, enabledIf: { Self.handle(from: $0) != nil }) { text, _ in
      Self.accountAndFirstPage(of: Self.handle(from: text) ?? text, from: services)
        .on(starting: {
          // A new lookup starts from a blank screen, so a failure for another account
          // never leaves the previous account's name and replies on show.
          errorMessage.value = nil
          feed.value = nil
          list.replace(with: [])
        })
        .on(value: { user, page in
          feed.value = RepliesFeed(user: user, nextCursor: page.nextCursor)
          show(page, replacing: true)
        })
        .map { $0.1 }
        .take(during: lifetime)
    }

    _nextPage = Property.combineLatest(_feed, getTweets.isExecuting)
      .map { feed, isLoadingFirstPage in isLoadingFirstPage ? nil : feed?.nextPage }
    loadMoreTweets = Action(state: _nextPage, enabledIf: { $0 != nil }) { request, _ in
      guard let request else { return .empty }
      return Self.page(request, from: services)
        .on(starting: { errorMessage.value = nil })
        .on(value: { page in
          // A page for a feed that getTweets has since replaced is dropped.
          let isForCurrentFeed = feed.modify { feed -> Bool in
            guard feed?.nextPage == request else { return false }
            feed?.nextCursor = page.nextCursor
            return true
          }
          if isForCurrentFeed { show(page, replacing: false) }
        })
        .take(during: lifetime)
    }

    _profileUser = _feed.map { $0?.user }
    showProfile = Action(state: _profileUser, enabledIf: { $0 != nil }) { user, _ in
      SignalProducer { observer, _ in
        if let user { services.push(UserProfileViewModel(user: user)) }
        observer.sendCompleted()
      }
    }

    Signal.merge(getTweets.errors, loadMoreTweets.errors).observeValues { error in
      errorMessage.value = "There was a problem reaching Twitter: \(error)"
    }
  }

  /// The account `handle` and the first page of replies to it, requested together from
  /// the backend in use when the run starts.
  private static func accountAndFirstPage(
    of handle: String, from services: any ViewModelServices
  ) -> SignalProducer<(TwitterUser, TweetPage), ServiceError> {
    SignalProducer.deferred {
      let twitter = services.twitter
      return twitter.user(named: handle)
        .zip(with: twitter.replies(to: handle, cursor: nil, pageSize: pageSize))
    }
  }

  /// The page of replies `request` asks for, from the backend in use when the run starts.
  private static func page(
    _ request: RepliesPageRequest, from services: any ViewModelServices
  ) -> SignalProducer<TweetPage, ServiceError> {
    SignalProducer.deferred {
      services.twitter.replies(to: request.username, cursor: request.cursor, pageSize: pageSize)
    }
  }

  /// The handle in `text` without its `@`, or nil when `text` is not a valid handle.
  static func handle(from text: String) -> String? {
    let handle = text.hasPrefix("@") ? String(text.dropFirst()) : text
    let isHandleCharacter = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "_")
    }
    guard (1...15).contains(handle.count), handle.allSatisfy(isHandleCharacter) else { return nil }
    return handle
  }
}

extension TweetboatViewModel: CommandAvailabilityExplaining {
  /// Why `getTweets`, `loadMoreTweets` or `showProfile` is disabled, from the handle
  /// typed, the runs in progress and what has been loaded.
  public func reasonDisabled(_ command: String) -> String? {
    switch command {
    case "getTweets" where !getTweets.isEnabled.value:
      if getTweets.isExecuting.value { return "tweets are already loading" }
      return "username must be 1–15 letters, digits or underscores, optionally after @"
        + (username.value.isEmpty ? " (it is empty)" : "")
    case "loadMoreTweets" where !loadMoreTweets.isEnabled.value:
      if loadMoreTweets.isExecuting.value || getTweets.isExecuting.value {
        return "a page is loading"
      }
      guard let feed = _feed.value else { return "run getTweets first" }
      return feed.nextCursor == nil ? "all tweets are loaded" : nil
    case "showProfile" where !showProfile.isEnabled.value:
      return _feed.value == nil ? "run getTweets first" : nil
    default:
      return nil
    }
  }
}
