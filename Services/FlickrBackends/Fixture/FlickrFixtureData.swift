import FlickrModel
import Foundation
import Model

/// Where the Flickr fixture's answers come from: the bundled catalog or a generated one.
/// Every answer is wire data read by the live backend's decoder, and nothing is decoded
/// before a request needs it.
protocol FlickrFixtureData: Sendable {
  /// One page of the photos matching `text`, most interesting first, paged like the API
  /// (see `FlickrFixturePage`).
  func results(for text: String, page: Int, perPage: Int) throws(ServiceError)
    -> FlickrSearchResults

  /// The `flickr.photos.getFavorites` body of the photo, or nil when there is no such
  /// photo.
  func favoritesBody(ofPhoto photoID: String) throws(ServiceError) -> Data?

  /// The `flickr.photos.getInfo` body of the photo, or nil when there is no such photo.
  func infoBody(ofPhoto photoID: String) throws(ServiceError) -> Data?
}
