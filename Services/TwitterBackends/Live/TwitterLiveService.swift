import Foundation
import Model
import ReactiveCore
import TwitterModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Twitter over HTTPS: v2 recent search (`GET /2/tweets/search/recent`, replies as
/// `to:USERNAME`) and user lookup (`GET /2/users/by/username/:username`), through the
/// shared HTTP client, which adds the app bearer token (from `TWITTER_BEARER_TOKEN` or
/// `bearer-token=`) or fails without one.
struct TwitterLiveService: TwitterService {
  /// Where requests go unless `base-url=` or `TWITTER_BASE_URL` says otherwise.
  static let defaultBaseURL = URL(string: "https://api.twitter.com")!
  /// v2's `max_results` bounds; page sizes are clamped to them.
  static let pageSizes = 10...100

  let connection: HTTPConnection

  func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    let size = min(max(pageSize, Self.pageSizes.lowerBound), Self.pageSizes.upperBound)
    var parameters = [
      ("query", query), ("max_results", String(size)), ("tweet.fields", "created_at,author_id"),
      ("expansions", "author_id"), ("user.fields", "name,username,profile_image_url"),
    ]
    if let cursor { parameters.append(("next_token", cursor)) }
    return get("2/tweets/search/recent", parameters) { response throws(ServiceError) in
      try TwitterResponseDecoder.page(from: response.body, elapsed: response.elapsed)
    }
  }

  func user(named username: String) -> SignalProducer<TwitterUser, ServiceError> {
    get("2/users/by/username/\(username)", [("user.fields", "name,username,profile_image_url")]) {
      response throws(ServiceError) in
      if response.status == 404 { throw .notFound("the user @\(username)") }
      return try TwitterResponseDecoder.user(from: response.body, username: username)
    }
  }

  func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    searchRecent("to:\(username)", cursor: cursor, pageSize: pageSize)
  }

  /// GETs `path` (the client adds the bearer token); common statuses map to common
  /// errors, 200 (and 404, for lookups) goes to `read`, anything else is an `.apiError`.
  private func get<Value>(
    _ path: String, _ parameters: [(String, String)],
    read: @escaping @Sendable (HTTPResponse) throws(ServiceError) -> Value
  ) -> SignalProducer<Value, ServiceError> {
    let request = URLRequest(
      url: HTTPClient.url(connection.baseURL, appending: path, query: parameters))
    let tokenSource = connection.client.credentialSource
    return connection.client.send(request) { response in
      Result { () throws(ServiceError) in
        let problem = TwitterResponseDecoder.problemText(in: response.body)
        if let failure = response.commonFailure(credentialVariable: tokenSource, message: problem) {
          throw failure
        }
        guard response.status == 200 || response.status == 404 else {
          throw problem.map { .apiError(code: response.status, message: $0) }
            ?? .unexpectedStatus(response.status)
        }
        return try read(response)
      }
    }
  }
}
