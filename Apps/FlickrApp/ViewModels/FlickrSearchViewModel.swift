import FlickrModel
import Foundation
import Model
import ReactiveCore
import ViewModelKit

/// The Flickr search screen: type a search text of more than three characters, run
/// `executeSearch`, and the results are pushed as a `SearchResultsViewModel` while the
/// search is remembered at the top of `recentSearches`.
public final class FlickrSearchViewModel: ViewModel {
  /// The screen's title, "Flickr Search".
  public let title: Property<String>
  /// The text to search for; the view binds it to the search field.
  public let searchText: MutableProperty<String>
  /// Why the last search failed; cleared when a new search starts.
  public let errorMessage: Property<String?>
  /// The last searches that succeeded, newest first, each text once, at most ten.
  public let recentSearches: Property<[RecentSearchItemViewModel]>
  /// Searches Flickr for `searchText`: enabled when it has more than three characters
  /// and no search is running.
  public let executeSearch: Action<Void, FlickrSearchResults, ServiceError>

  /// How many recent searches are kept.
  public static let recentSearchLimit = 10

  private let _errorMessage = MutableProperty<String?>(nil)
  private let _recentSearches = MutableProperty<[RecentSearchItemViewModel]>([])
  private let _lifetimeToken = Lifetime.Token()

  /// The search screen, searching and navigating through `services`; its results' rows
  /// count their showings as `showings` says (the memory lesson's variants).
  public init(services: any ViewModelServices, showings: ShowingsCount = .notCounted) {
    title = Property(value: "Flickr Search")
    searchText = MutableProperty("")
    errorMessage = Property(capturing: _errorMessage)
    recentSearches = Property(capturing: _recentSearches)

    let errorMessage = _errorMessage
    let lifetime = Lifetime(_lifetimeToken)
    executeSearch = Action(
      state: searchText, disabledWhen: Self.whySearchIsDisabled,
      whileRunning: "a search is already running"
    ) { text, _ in
      SignalProducer.deferred { services.flickr.search(text) }
        .on(starting: { errorMessage.value = nil })
        .take(during: lifetime)
    }

    let recentSearches = _recentSearches
    executeSearch.values.observeValues { results in
      recentSearches.modify { Self.record(results, in: &$0) }
      services.push(
        makeViewModel {
          SearchResultsViewModel(results: results, services: services, showings: showings)
        })
    }
    executeSearch.errors.observeValues { error in
      errorMessage.value = "There was a problem reaching Flickr: \(error)"
    }
  }

  /// Why `text` cannot be searched for, or nil when it is long enough.
  private static func whySearchIsDisabled(_ text: String) -> String? {
    text.count > 3 ? nil : "searchText must be longer than 3 characters"
  }

  /// Puts `results` at the top of `recentSearches`, dropping an older search of the
  /// same text and the oldest beyond the limit.
  private static func record(
    _ results: FlickrSearchResults, in recentSearches: inout [RecentSearchItemViewModel]
  ) {
    let item = RecentSearchItemViewModel(
      searchString: results.searchString,
      totalResults: results.totalResults,
      thumbnailURL: results.photos.first?.thumbnailURL)
    recentSearches.removeAll { $0.searchString.value == results.searchString }
    recentSearches.insert(item, at: 0)
    recentSearches = Array(recentSearches.prefix(recentSearchLimit))
  }

  /// The screen's title.
  public var displayTitle: String? { title.value }
}
