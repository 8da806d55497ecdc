import Foundation
import Model
import ReactiveCore
import TwitterModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Twitter-style apps on a Mastodon server's public REST API, no key needed. Search
/// reads the hashtag timeline of the search text made into a tag (its letters and
/// digits); a lookup is `accounts/lookup?acct=NAME`; Mastodon has no public "replies to"
/// query, so `replies(to:)` pages through the account's own posts. Pages follow the
/// `Link` header's `rel="next"` `max_id`. An access token (`access-token=` or
/// `MASTODON_ACCESS_TOKEN`) is sent when given, for servers that require login.
struct MastodonService: TwitterService {
  /// Where requests go unless `base-url=` or `MASTODON_BASE_URL` says otherwise.
  static let defaultBaseURL = URL(string: "https://mastodon.social")!
  /// Mastodon's `limit` bounds; page sizes are clamped to them.
  static let pageSizes = 1...40
  /// A server to suggest when this one requires login.
  static let openServer = "https://fosstodon.org"

  let connection: HTTPConnection

  /// The hashtag a search text stands for: its letters and digits (`#Swift UI!` →
  /// `SwiftUI`).
  static func tag(for text: String) -> String {
    String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    let tag = Self.tag(for: query)
    guard !tag.isEmpty else {
      return SignalProducer(value: TweetPage(tweets: [], nextCursor: nil, queryExecutionTime: 0))
    }
    return timeline("api/v1/timelines/tag/\(tag)", maxID: cursor, pageSize: pageSize) { $0 }
  }

  func user(named username: String) -> SignalProducer<TwitterUser, ServiceError> {
    let handle = username.hasPrefix("@") ? String(username.dropFirst()) : username
    return get("api/v1/accounts/lookup", [("acct", handle)]) { response throws(ServiceError) in
      if response.status == 404 { throw .notFound("the account @\(handle)") }
      return try MastodonResponseDecoder.user(from: response.body)
    }
  }

  /// The account's own posts (Mastodon has no public query for replies to an account).
  /// The cursor carries the account's id with the next `max_id`, so later pages skip
  /// the lookup.
  func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    if let cursor, let separator = cursor.firstIndex(of: ":") {
      let accountID = String(cursor[..<separator])
      let maxID = String(cursor[cursor.index(after: separator)...])
      return posts(ofAccount: accountID, maxID: maxID, pageSize: pageSize)
    }
    return user(named: username).flatMap(.latest) { user in
      posts(ofAccount: user.id, maxID: nil, pageSize: pageSize)
    }
  }

  /// One page of the account's statuses; its cursor is `ACCOUNT_ID:MAX_ID`.
  private func posts(ofAccount accountID: String, maxID: String?, pageSize: Int)
    -> SignalProducer<TweetPage, ServiceError>
  {
    timeline("api/v1/accounts/\(accountID)/statuses", maxID: maxID, pageSize: pageSize) {
      "\(accountID):\($0)"
    }
  }

  /// One page of a timeline at `path`; `cursor` makes the page's cursor from the next
  /// `max_id`.
  private func timeline(
    _ path: String, maxID: String?, pageSize: Int,
    cursor: @escaping @Sendable (String) -> String
  ) -> SignalProducer<TweetPage, ServiceError> {
    let limit = min(max(pageSize, Self.pageSizes.lowerBound), Self.pageSizes.upperBound)
    var parameters = [("limit", String(limit))]
    if let maxID { parameters.append(("max_id", maxID)) }
    return get(path, parameters) { response throws(ServiceError) in
      guard response.status == 200 else { throw Self.failure(response) }
      let next = MastodonResponseDecoder.nextMaxID(inLinkHeader: response.header("link"))
      return TweetPage(
        tweets: try MastodonResponseDecoder.tweets(from: response.body),
        nextCursor: next.map(cursor), queryExecutionTime: response.elapsed)
    }
  }

  /// GETs `path`; refusals, rate limits and server failures become errors, 200 and 404
  /// go to `read`, anything else is an `.apiError` with Mastodon's words.
  private func get<Value>(
    _ path: String, _ parameters: [(String, String)],
    read: @escaping @Sendable (HTTPResponse) throws(ServiceError) -> Value
  ) -> SignalProducer<Value, ServiceError> {
    let request = URLRequest(
      url: HTTPClient.url(connection.baseURL, appending: path, query: parameters))
    let tokenSource = connection.client.credentialSource
    let server = connection.baseURL.host ?? connection.baseURL.absoluteString
    return connection.client.send(request) { response in
      Result { () throws(ServiceError) in
        let text = MastodonResponseDecoder.errorText(in: response.body)
        if [401, 403, 422].contains(response.status) {
          throw Self.loginRequired(
            server: server, status: response.status, message: text, tokenSource: tokenSource)
        }
        if let failure = response.commonFailure(credentialVariable: tokenSource, message: text) {
          throw failure
        }
        guard response.status == 200 || response.status == 404 else {
          throw Self.failure(response)
        }
        return try read(response)
      }
    }
  }

  /// The error of a response that is neither a success nor a common failure.
  private static func failure(_ response: HTTPResponse) -> ServiceError {
    MastodonResponseDecoder.errorText(in: response.body).map {
      .apiError(code: response.status, message: $0)
    } ?? .unexpectedStatus(response.status)
  }

  /// A refusal: a bad token when one was sent, else a server that requires login,
  /// suggesting a token or another server.
  private static func loginRequired(
    server: String, status: Int, message: String?, tokenSource: String?
  ) -> ServiceError {
    if let tokenSource {
      return .unauthorized(variable: tokenSource, message: message ?? "HTTP \(status)")
    }
    let said = message.map { " (\($0))" } ?? ""
    return .apiError(
      code: status,
      message:
        "\(server) requires login to read this\(said): give access-token= or set MASTODON_ACCESS_TOKEN, or try another server with base-url=, e.g. base-url=\(openServer)"
    )
  }
}
