import FlickrModel
import Model
import ReactiveCore
import ViewModelKit

/// The results screen of a Flickr search: its title is the text searched for, and it
/// lists one item per photo (none when nothing matched).
public final class SearchResultsViewModel: ViewModel {
  /// The text that was searched for.
  public let title: Property<String>
  /// One view-model per photo found, in the order Flickr ranked them.
  public let searchResults: Property<[SearchResultsItemViewModel]>

  /// The screen for `results`, whose items fetch their metadata through `services` and
  /// count their showings as `showings` says (the memory lesson's variants).
  public init(
    results: FlickrSearchResults, services: any ViewModelServices,
    showings: ShowingsCount = .notCounted
  ) {
    title = Property(value: results.searchString)
    searchResults = Property(
      value: results.photos.map { photo in
        makeViewModel {
          SearchResultsItemViewModel(photo: photo, services: services, showings: showings)
        }
      })
  }

  /// The text that was searched for.
  public var displayTitle: String? { title.value }
}
