import FlickrModel
import Foundation
import Model
import ReactiveCore

/// Flickr offline: searches the fixture's photos (see `FlickrFixtureQuery` for the
/// matching rules) and answers after a simulated latency on the environment's scheduler.
/// Each request decodes only the wire data it answers from.
struct FlickrFixtureService: FlickrSearchService {
  /// The default latency of a search.
  static let searchLatency = TimeSpan.seconds(2)
  /// The default latency of a favorites or comments request.
  static let metadataLatency = TimeSpan.milliseconds(500)
  let data: any FlickrFixtureData
  let simulation: Simulation

  func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  > {
    let data = self.data
    return simulation.response(after: Self.searchLatency) {
      Result { () throws(ServiceError) in
        try data.results(for: text, page: page, perPage: perPage)
      }
    }
  }

  func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    let data = self.data
    return simulation.response(after: Self.metadataLatency) {
      Result { () throws(ServiceError) in
        try FlickrResponseDecoder.favoritesCount(
          from: Self.found(data.favoritesBody(ofPhoto: photoID), photoID))
      }
    }
  }

  func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    let data = self.data
    return simulation.response(after: Self.metadataLatency) {
      Result { () throws(ServiceError) in
        try FlickrResponseDecoder.commentsCount(
          from: Self.found(data.infoBody(ofPhoto: photoID), photoID))
      }
    }
  }

  /// `body`, or Flickr's "photo not found" error (code 1) when there is none.
  static func found(_ body: Data?, _ photoID: String) throws(ServiceError) -> Data {
    guard let body else {
      throw .apiError(code: 1, message: "Photo \"\(photoID)\" not found (invalid ID)")
    }
    return body
  }
}
