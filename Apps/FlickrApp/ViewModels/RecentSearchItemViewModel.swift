import Foundation
import ReactiveCore
import ViewModelKit

/// One entry of the recent searches list: what was searched, how many photos matched,
/// and the first photo's thumbnail (nil when nothing matched).
public final class RecentSearchItemViewModel: ViewModel {
  /// The text that was searched for.
  public let searchString: Property<String>
  /// How many photos matched, over every page.
  public let totalResults: Property<Int>
  /// The first photo's 75 px thumbnail, nil when the search found nothing.
  public let thumbnailURL: Property<URL?>

  /// A recent search of `searchString` that found `totalResults` photos.
  public init(searchString: String, totalResults: Int, thumbnailURL: URL?) {
    self.searchString = Property(value: searchString)
    self.totalResults = Property(value: totalResults)
    self.thumbnailURL = Property(value: thumbnailURL)
  }

  /// The text that was searched for.
  public var displayTitle: String? { searchString.value }
}
