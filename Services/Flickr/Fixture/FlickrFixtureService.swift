import Foundation
import Model
import ReactiveCore

/// Flickr offline: searches the bundled catalog (see `FlickrFixtureQuery` for the
/// matching rules) and answers after a simulated latency on the environment's scheduler.
struct FlickrFixtureService: FlickrSearchService {
  /// The default latency of a search.
  static let searchLatency = TimeSpan.seconds(2)
  /// The default latency of a favorites or comments request.
  static let metadataLatency = TimeSpan.milliseconds(500)
  /// Flickr's largest `per_page`.
  static let maximumPerPage = 500

  let catalog: Result<FlickrFixtureCatalog, ServiceError>
  let simulation: Simulation

  func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  > {
    let catalog = self.catalog
    return simulation.response(after: Self.searchLatency) {
      catalog.map { Self.results(in: $0, for: text, page: page, perPage: perPage) }
    }
  }

  func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    let catalog = self.catalog
    return simulation.response(after: Self.metadataLatency) {
      catalog.flatMap { Self.count(in: $0.favorites, ofPhoto: photoID) }
    }
  }

  func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    let catalog = self.catalog
    return simulation.response(after: Self.metadataLatency) {
      catalog.flatMap { Self.count(in: $0.comments, ofPhoto: photoID) }
    }
  }

  /// One page of matches, paged like the API: `perPage` clamped to 1...500, `page` from
  /// 1; a page past the last is empty.
  static func results(in catalog: FlickrFixtureCatalog, for text: String, page: Int, perPage: Int)
    -> FlickrSearchResults
  {
    let query = FlickrFixtureQuery(text)
    let matches = catalog.photos.filter(query.matches)
    let perPage = min(max(perPage, 1), maximumPerPage)
    let page = max(page, 1)
    let pages = (matches.count + perPage - 1) / perPage
    let start = min((page - 1) * perPage, matches.count)
    let end = min(start + perPage, matches.count)
    return FlickrSearchResults(
      searchString: text, photos: matches[start..<end].map(FlickrResponseDecoder.photo),
      totalResults: matches.count, page: page, pages: pages)
  }

  /// The count for `photoID`, or Flickr's "photo not found" error (code 1).
  static func count(in counts: [String: Int], ofPhoto photoID: String) -> Result<Int, ServiceError>
  {
    guard let count = counts[photoID] else {
      return .failure(.apiError(code: 1, message: "Photo \"\(photoID)\" not found (invalid ID)"))
    }
    return .success(count)
  }
}
