import Foundation
import Model
import ReactiveCore
import ViewModelKit

/// Twitter search as you type: once the text is longer than three characters it is
/// searched at once, then at most once a second with the latest text; a newer search
/// cancels the one in flight, and a failed search is shown without ending the searching.
public final class TwitterSearchViewModel: ViewModel {
  /// The text to search for; the view binds it to the search field.
  public let searchText: MutableProperty<String>
  /// True while a search request runs.
  public let isSearching: Property<Bool>
  /// How long the last search took, "Execution time: N ms"; empty before the first.
  public let queryExecutionTime: Property<String>
  /// The tweets the last search found, newest first.
  public let tweets: Property<[TweetViewModel]>
  /// Why the last search failed; cleared when a new search starts.
  public let errorMessage: Property<String?>

  /// At most one search starts per this many seconds.
  public static let throttleInterval: TimeInterval = 1
  /// How many tweets a search asks for.
  public static let pageSize = 20

  private let _isSearching = MutableProperty(false)
  private let _queryExecutionTime = MutableProperty("")
  private let _tweets = MutableProperty<[TweetViewModel]>([])
  private let _errorMessage = MutableProperty<String?>(nil)
  private let _lifetimeToken = Lifetime.Token()

  /// The search screen, searching through `services` and throttling on its scheduler.
  public init(services: any ViewModelServices) {
    searchText = MutableProperty("")
    isSearching = Property(capturing: _isSearching)
    queryExecutionTime = Property(capturing: _queryExecutionTime)
    tweets = Property(capturing: _tweets)
    errorMessage = Property(capturing: _errorMessage)

    let isSearching = _isSearching
    let queryExecutionTime = _queryExecutionTime
    let tweets = _tweets
    let errorMessage = _errorMessage
    let scheduler = services.scheduler

    let searchableText = searchText.producer.filter(Self.isSearchable)
    let searches =
      searchableText
      .throttle(Self.throttleInterval, on: scheduler)
      .flatMap(.latest) { text in
        SignalProducer.deferred {
          services.twitter.searchRecent(text, cursor: nil, pageSize: Self.pageSize)
        }
        .on(
          starting: {
            isSearching.value = true
            errorMessage.value = nil
          },
          disposed: { isSearching.value = false }
        )
        .resultValues()
      }
    let subscription = searches.startWithValues { result in
      switch result {
      case .success(let page):
        tweets.value = page.tweets.map { tweet in
          makeViewModel { TweetViewModel(tweet: tweet, scheduler: scheduler) }
        }
        queryExecutionTime.value =
          "Execution time: \(Int((page.queryExecutionTime * 1000).rounded())) ms"
      case .failure(let error):
        errorMessage.value = "There was a problem reaching Twitter: \(error)"
      }
    }
    Lifetime(_lifetimeToken) += subscription
  }

  /// Whether `text` is long enough to search for.
  private static func isSearchable(_ text: String) -> Bool {
    text.count > 3
  }

  /// None: the search screen is one of a kind.
  public var displayTitle: String? { nil }
}
