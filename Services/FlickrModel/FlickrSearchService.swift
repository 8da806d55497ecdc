import Model
import ReactiveCore

/// Searches Flickr and fetches a photo's counts. Every call returns a cold producer:
/// nothing is requested until it is started, and disposing the run cancels the request.
public protocol FlickrSearchService: Sendable {
  /// Photos whose title or tags match `text`, most interesting first, one page of
  /// `perPage` photos (`page` counts from 1).
  func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  >

  /// How many people marked the photo as a favorite (`flickr.photos.getFavorites`).
  func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError>

  /// How many comments the photo has (`flickr.photos.getInfo`, `comments._content`).
  func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError>
}

extension FlickrSearchService {
  /// The first page of results for `text`, 100 photos.
  public func search(_ text: String) -> SignalProducer<FlickrSearchResults, ServiceError> {
    search(text, page: 1, perPage: 100)
  }

  /// Favorites and comments of a photo: both requests run together, and the result is
  /// sent when both have arrived. Either failing fails it (and cancels the other).
  public func metadata(ofPhoto photoID: String) -> SignalProducer<FlickrPhotoMetadata, ServiceError>
  {
    favoritesCount(ofPhoto: photoID)
      .zip(with: commentsCount(ofPhoto: photoID))
      .map { FlickrPhotoMetadata(favorites: $0, comments: $1) }
  }
}
