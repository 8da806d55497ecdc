import FlickrModel
import Foundation
import Model
import ReactiveCore
import ViewModelKit

/// One photo of a results screen. Once it has stayed visible for a second its favorites
/// and comments are fetched together (rows that scroll straight past fetch nothing);
/// hiding it cancels a fetch in flight, and it fetches again on its next visible spell
/// until a fetch has succeeded. A failed fetch shows on this item alone.
public final class SearchResultsItemViewModel: ViewModel {
  /// The photo's title.
  public let title: Property<String>
  /// The image shown in the row.
  public let url: Property<URL>
  /// Whether the row is on screen; the view sets it as the user scrolls.
  public let isVisible: MutableProperty<Bool>
  /// How many people marked the photo as a favorite; nil until fetched.
  public let favorites: Property<Int?>
  /// How many comments the photo has; nil until fetched.
  public let comments: Property<Int?>
  /// Why the last fetch of favorites and comments failed; nil when it has not.
  public let metadataError: Property<String?>

  /// How long a row must stay visible before its metadata is fetched.
  public static let visibleDelay: TimeInterval = 1

  private let _metadata = MutableProperty<FlickrPhotoMetadata?>(nil)
  private let _metadataError = MutableProperty<String?>(nil)
  private let _lifetimeToken = Lifetime.Token()
  /// How many times the row came on screen, for the memory lesson's variants.
  private var _timesShown = 0

  /// The item for `photo`, fetching its metadata through `services`; `showings` says
  /// whether (and how) it counts the times it is shown, for the memory lesson.
  public init(
    photo: FlickrPhoto, services: any ViewModelServices, showings: ShowingsCount = .notCounted
  ) {
    title = Property(value: photo.title)
    url = Property(value: photo.url)
    isVisible = MutableProperty(false)
    favorites = _metadata.map { $0?.favorites }
    comments = _metadata.map { $0?.comments }
    metadataError = Property(capturing: _metadataError)

    let metadata = _metadata
    let metadataError = _metadataError
    let fetchAfterVisibleSpell = isVisible.producer
      .skipRepeats()
      .flatMap(.latest) {
        visible -> SignalProducer<Result<FlickrPhotoMetadata, ServiceError>, Never> in
        guard visible, metadata.value == nil else { return .empty }
        return services.scheduler.wait(Self.visibleDelay)
          .then(
            SignalProducer.deferred { services.flickr.metadata(ofPhoto: photo.identifier) }
              .resultValues())
      }
      .startWithValues { result in
        switch result {
        case .success(let value):
          metadata.value = value
          metadataError.value = nil
        case .failure(let error):
          metadataError.value = "There was a problem reaching Flickr: \(error)"
        }
      }
    Lifetime(_lifetimeToken) += fetchAfterVisibleSpell
    countShowings(showings)
  }

  /// Observes `isVisible` to count showings: the leaky variant's closure captures `self`
  /// strongly, and the row holds `isVisible`, whose signal holds the closure, so the row
  /// can never be freed; the fixed variant's captures it weakly.
  private func countShowings(_ showings: ShowingsCount) {
    switch showings {
    case .notCounted:
      break
    case .capturingSelfStrongly:
      isVisible.signal.observeValues { visible in
        if visible { self._timesShown += 1 }
      }
    case .capturingSelfWeakly:
      isVisible.signal.observeValues { [weak self] visible in
        if visible { self?._timesShown += 1 }
      }
    }
  }

  /// The photo's title.
  public var displayTitle: String? { title.value.isEmpty ? nil : title.value }
}
