import FlickrModel
import Foundation
import Model

/// Reads Flickr REST bodies, for the live backend and the fixture alike: unwraps JSONP,
/// checks `stat` first (failures come with HTTP 200), then decodes the payload.
enum FlickrResponseDecoder {
  /// `T` from a Flickr body, or `.apiError` with Flickr's code and message for
  /// `stat: fail`, or `.invalidResponse` naming the field that could not be read.
  static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(ServiceError) -> T {
    let json = unwrappingJSONP(body)
    let status = try JSONResponseDecoder.decode(FlickrStatus.self, from: json)
    switch status.stat {
    case "ok":
      return try JSONResponseDecoder.decode(T.self, from: json)
    case "fail":
      throw .apiError(
        code: status.code?.value, message: status.message ?? "Flickr reported a failure")
    default:
      throw .invalidResponse("stat: expected \"ok\" or \"fail\", got \"\(status.stat)\"")
    }
  }

  /// A search page as the app sees it.
  static func searchResults(from body: Data, searchString: String) throws(ServiceError)
    -> FlickrSearchResults
  {
    let response = try decode(FlickrSearchResponse.self, from: body)
    return FlickrSearchResults(
      searchString: searchString, photos: response.photos.photo.map(photo),
      totalResults: response.photos.total.value, page: response.photos.page.value,
      pages: response.photos.pages.value)
  }

  /// The favorites count in a `getFavorites` body.
  static func favoritesCount(from body: Data) throws(ServiceError) -> Int {
    try decode(FlickrFavoritesResponse.self, from: body).photo.total.value
  }

  /// The comments count in a `getInfo` body.
  static func commentsCount(from body: Data) throws(ServiceError) -> Int {
    try decode(FlickrInfoResponse.self, from: body).photo.comments.content.value
  }

  /// The model value of a wire photo.
  static func photo(_ wire: FlickrSearchResponse.Photo) -> FlickrPhoto {
    FlickrPhoto(
      identifier: wire.id, title: wire.title, owner: wire.owner, server: wire.server,
      secret: wire.secret)
  }

  /// The JSON inside `jsonFlickrApi(...)` (sent when `nojsoncallback=1` is missing), or
  /// `body` unchanged.
  static func unwrappingJSONP(_ body: Data) -> Data {
    let prefix = Data("jsonFlickrApi(".utf8)
    let trimmed = body.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    guard trimmed.starts(with: prefix), let close = trimmed.lastIndex(of: UInt8(ascii: ")")) else {
      return body
    }
    return Data(trimmed[(trimmed.startIndex + prefix.count)..<close])
  }
}
