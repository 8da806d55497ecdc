import FlickrModel
import Foundation
import Model
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Flickr over HTTPS: the REST API's `photos.search` (interestingness order),
/// `photos.getFavorites` and `photos.getInfo`, through the shared HTTP client, which
/// adds the API key (from `FLICKR_API_KEY` or `api-key=`) or fails without one.
struct FlickrLiveService: FlickrSearchService {
  /// Where requests go unless `base-url=` or `FLICKR_BASE_URL` says otherwise.
  static let defaultBaseURL = URL(string: "https://api.flickr.com/services/rest/")!

  let connection: HTTPConnection

  func search(_ text: String, page: Int, perPage: Int) -> SignalProducer<
    FlickrSearchResults, ServiceError
  > {
    call(
      "flickr.photos.search",
      [
        ("text", text), ("sort", "interestingness-desc"), ("per_page", String(perPage)),
        ("page", String(page)),
      ]
    ) { body throws(ServiceError) in
      try FlickrResponseDecoder.searchResults(from: body, searchString: text)
    }
  }

  func favoritesCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    call("flickr.photos.getFavorites", [("photo_id", photoID)]) { body throws(ServiceError) in
      try FlickrResponseDecoder.favoritesCount(from: body)
    }
  }

  func commentsCount(ofPhoto photoID: String) -> SignalProducer<Int, ServiceError> {
    call("flickr.photos.getInfo", [("photo_id", photoID)]) { body throws(ServiceError) in
      try FlickrResponseDecoder.commentsCount(from: body)
    }
  }

  /// Calls a REST `method` with `parameters` and reads the body with `decode`.
  private func call<Value>(
    _ method: String, _ parameters: [(String, String)],
    decode: @escaping @Sendable (Data) throws(ServiceError) -> Value
  ) -> SignalProducer<Value, ServiceError> {
    let query =
      [("method", method)] + parameters + [("format", "json"), ("nojsoncallback", "1")]
    let request = URLRequest(url: HTTPClient.url(connection.baseURL, query: query))
    let keySource = connection.client.credentialSource
    return connection.client.send(request) { response in
      Result { () throws(ServiceError) in
        if let failure = response.commonFailure(
          credentialVariable: keySource, message: Self.failureMessage(in: response.body))
        {
          throw failure
        }
        guard response.status == 200 else {
          throw Self.failureMessage(in: response.body).map {
            .apiError(code: response.status, message: $0)
          } ?? .unexpectedStatus(response.status)
        }
        return try decode(response.body)
      }
    }
  }

  /// Flickr's message in a `stat: fail` body, if the body is one.
  private static func failureMessage(in body: Data) -> String? {
    guard
      let status = try? JSONResponseDecoder.decode(
        FlickrStatus.self, from: FlickrResponseDecoder.unwrappingJSONP(body)),
      status.stat == "fail"
    else { return nil }
    return status.message
  }
}
