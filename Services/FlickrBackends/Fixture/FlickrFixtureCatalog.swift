import FlickrModel
import Foundation
import Model

/// The offline Flickr data of Resources/ (embedded in the code at build time), read by
/// the live backend's decoder: one `photos.search` response (interestingness order, with
/// tags), decoded on the first search, and one `getFavorites` and `getInfo` response per
/// photo (JSON Lines), of which a request decodes only its photo's line.
struct FlickrFixtureCatalog: FlickrFixtureData {
  /// The catalog's search response, decoded once, on first use; a damaged resource is an
  /// error every search reports, never a crash.
  static let bundledPhotos: Result<[FlickrSearchResponse.Photo], ServiceError> = Result {
    () throws(ServiceError) in
    let body = try resource("photos.search.catalog.json")
    return try FlickrResponseDecoder.decode(FlickrSearchResponse.self, from: body).photos.photo
  }

  /// Each photo's `FlickrFixtureQuery.searchableText`, in catalog order, made once.
  static let bundledSearchableText: [String] =
    ((try? bundledPhotos.get()) ?? []).map(FlickrFixtureQuery.searchableText)

  /// Every photo, most interesting first (decoding the search response on first use).
  var photos: [FlickrSearchResponse.Photo] {
    get throws(ServiceError) { try Self.bundledPhotos.get() }
  }

  /// Every photo matching `query`, most interesting first.
  func photos(matching query: FlickrFixtureQuery) throws(ServiceError)
    -> [FlickrSearchResponse.Photo]
  {
    let photos = try photos
    return zip(photos, Self.bundledSearchableText).filter {
      query.matches(searchableText: $0.1)
    }.map(\.0)
  }

  func results(for text: String, page: Int, perPage: Int) throws(ServiceError)
    -> FlickrSearchResults
  {
    let matches = try photos(matching: FlickrFixtureQuery(text))
    let paging = FlickrFixturePage(total: matches.count, page: page, perPage: perPage)
    return FlickrSearchResults(
      searchString: text, photos: matches[paging.range].map(FlickrResponseDecoder.photo),
      totalResults: matches.count, page: paging.page, pages: paging.pages)
  }

  func favoritesBody(ofPhoto photoID: String) throws(ServiceError) -> Data? {
    try Self.line(ofPhoto: photoID, in: "photos.getFavorites.jsonl")
  }

  func infoBody(ofPhoto photoID: String) throws(ServiceError) -> Data? {
    try Self.line(ofPhoto: photoID, in: "photos.getInfo.jsonl")
  }

  /// The line of the JSON Lines resource `name` whose photo has the id `photoID`.
  private static func line(ofPhoto photoID: String, in name: String) throws(ServiceError)
    -> Data?
  {
    // Ids are digits; anything JSON would escape cannot be one of ours.
    guard !photoID.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else {
      return nil
    }
    return JSONLinesLookup(try resource(name)).line(containing: "\"id\":\"\(photoID)\"")
  }

  private static func resource(_ name: String) throws(ServiceError) -> Data {
    guard let data = EmbeddedResources.data(named: name) else {
      throw .invalidResponse("the fixture resource \(name) is missing")
    }
    return data
  }
}
