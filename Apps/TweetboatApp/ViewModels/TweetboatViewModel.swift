import Foundation
import Model
import ReactiveCore
import TwitterApp
import TwitterModel
import ViewModelKit

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
  /// Creates the looked-up account's profile view-model, keeps it in
  /// `profileViewModel` and pushes it: enabled once an account is loaded.
  public let showProfile: Action<Void, Void, Never>
  /// The profile view-model `showProfile` created last: view-models beget view-models,
  /// and the View presents what the view-model made.
  public let profileViewModel: Property<UserProfileViewModel?>

  /// How many replies a page holds.
  public static let pageSize = 20

  private let _feed = MutableProperty<RepliesFeed?>(nil)
  private let _profileViewModel = MutableProperty<UserProfileViewModel?>(nil)
  private let _errorMessage = MutableProperty<String?>(nil)
  private let _lifetimeToken = Lifetime.Token()

  /// Tweetboat, loading through `services` and pushing profiles with it.
  public init(services: any ViewModelServices) {
    username = MutableProperty("")
    usernameValid = username.map { Self.handle(from: $0) != nil }
    userFullName = _feed.map { $0?.user.name }.skipRepeats()
    userAvatarURL = _feed.map { $0?.user.profileImageURL }.skipRepeats()
    // Both follow the one feed, which a page changes in one step: the list and
    // `allTweetsLoaded` never disagree.
    tweets = _feed.map { $0?.tweets ?? [] }.skipRepeats { $0.elementsEqual($1, by: ===) }
    allTweetsLoaded = _feed.map { $0 != nil && $0?.nextCursor == nil }.skipRepeats()
    errorMessage = Property(capturing: _errorMessage)
    profileViewModel = Property(capturing: _profileViewModel)

    let feed = _feed
    let profile = _profileViewModel
    let errorMessage = _errorMessage
    let lifetime = Lifetime(_lifetimeToken)
    let scheduler = services.scheduler
    func rows(of page: TweetPage) -> [TweetViewModel] {
      page.tweets.map { tweet in
        makeViewModel { TweetViewModel(tweet: tweet, scheduler: scheduler) }
      }
    }

    getTweets = Action(
      state: username, disabledWhen: Self.whyLookupIsDisabled,
      whileRunning: "tweets are already loading"
    ) { text, _ in
      Self.accountAndFirstPage(of: Self.handle(from: text) ?? text, from: services)
        .on(starting: {
          // A new lookup starts from a blank screen, so a failure for another account
          // never leaves the previous account's name, replies or profile on show.
          errorMessage.value = nil
          feed.value = nil
          profile.value = nil
        })
        .on(value: { user, page in
          feed.value = RepliesFeed(user: user, nextCursor: page.nextCursor, tweets: rows(of: page))
        })
        .map { $0.1 }
        .take(during: lifetime)
    }

    let paging = Property.combineLatest(_feed, getTweets.isExecuting)
    loadMoreTweets = Action(
      state: paging, disabledWhen: Self.whyPagingIsDisabled, whileRunning: "a page is loading"
    ) { paging, _ in
      guard let request = paging.0?.nextPage else { return .empty }
      return Self.page(request, from: services)
        .on(starting: { errorMessage.value = nil })
        .on(value: { page in
          // A page for a feed that getTweets has since replaced is dropped.
          feed.modify { feed in
            guard feed?.nextPage == request else { return }
            feed?.nextCursor = page.nextCursor
            feed?.tweets += rows(of: page)
          }
        })
        .take(during: lifetime)
    }

    showProfile = Action(
      state: _feed.map { $0?.user }, disabledWhen: { $0 == nil ? "run getTweets first" : nil }
    ) { user, _ in
      SignalProducer { observer, _ in
        if let user {
          let child = makeViewModel { UserProfileViewModel(user: user) }
          profile.value = child
          services.push(child)
        }
        observer.sendCompleted()
      }
    }

    Signal.merge(getTweets.errors, loadMoreTweets.errors).observeValues { error in
      errorMessage.value = Self.message(for: error)
    }
  }

  /// What `errorMessage` says when a load fails: an account that does not exist is
  /// Twitter's answer, not a failure to reach it.
  private static func message(for error: ServiceError) -> String {
    guard case .notFound(let what) = error else {
      return "There was a problem reaching Twitter: \(error)"
    }
    return what.prefix(1).uppercased() + what.dropFirst() + " was not found on Twitter"
  }

  /// The handle typed, once there is one.
  public var displayTitle: String? { username.value.isEmpty ? nil : username.value }

  /// Why `text` cannot be looked up, or nil when it is a valid handle.
  private static func whyLookupIsDisabled(_ text: String) -> String? {
    guard handle(from: text) == nil else { return nil }
    return "username must be 1–15 letters, digits or underscores, optionally after @"
      + (text.isEmpty ? " (it is empty)" : "")
  }

  /// Why another page cannot be loaded for `feed`, or nil when one can.
  private static func whyPagingIsDisabled(
    _ paging: (feed: RepliesFeed?, isLoadingFirstPage: Bool)
  ) -> String? {
    if paging.isLoadingFirstPage { return "a page is loading" }
    guard let feed = paging.feed else { return "run getTweets first" }
    return feed.nextCursor == nil ? "all tweets are loaded" : nil
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
