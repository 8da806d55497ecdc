import Foundation
import Model
import TwitterModel

/// Reads Twitter v2 bodies, for the live backend and the fixture alike: joins tweets to
/// their authors in `includes.users` and parses ISO 8601 dates, naming the field on
/// failure.
enum TwitterResponseDecoder {
  /// The tweets, users and cursor of a search body.
  static func searchResults(from body: Data) throws(ServiceError) -> TwitterSearchResults {
    let response = try JSONResponseDecoder.decode(TwitterSearchResponse.self, from: body)
    if response.data == nil, let problem = response.errors?.first {
      throw .apiError(code: nil, message: problem.text)
    }
    let users = (response.includes?.users ?? []).map(user)
    let usersByID = Dictionary(users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var entries: [TwitterSearchResults.Entry] = []
    for (index, wire) in (response.data ?? []).enumerated() {
      guard let author = usersByID[wire.author_id] else {
        throw .invalidResponse(
          "data[\(index)].author_id: no user \"\(wire.author_id)\" in includes.users")
      }
      let tweet = Tweet(
        id: wire.id, status: wire.text,
        createdAt: try date(wire.created_at, path: "data[\(index)].created_at"),
        author: author)
      entries.append(.init(tweet: tweet, inReplyToUserID: wire.in_reply_to_user_id))
    }
    return TwitterSearchResults(
      entries: entries, users: users, nextToken: response.meta?.next_token)
  }

  /// A search body as a page; `elapsed` becomes its `queryExecutionTime`.
  static func page(from body: Data, elapsed: TimeInterval) throws(ServiceError) -> TweetPage {
    let results = try searchResults(from: body)
    return TweetPage(
      tweets: results.entries.map(\.tweet), nextCursor: results.nextToken,
      queryExecutionTime: elapsed)
  }

  /// The user in a lookup body, `.notFound` when v2 reports no such user.
  static func user(from body: Data, username: String) throws(ServiceError) -> TwitterUser {
    let response = try JSONResponseDecoder.decode(TwitterUserResponse.self, from: body)
    if let data = response.data { return user(data) }
    if let problem = response.errors?.first {
      if problem.isNotFound { throw .notFound("the user @\(username)") }
      throw .apiError(code: nil, message: problem.text)
    }
    throw .invalidResponse("data: missing")
  }

  /// The words of an error body, if it is a v2 problem.
  static func problemText(in body: Data) -> String? {
    (try? JSONResponseDecoder.decode(TwitterProblemResponse.self, from: body))?.text
  }

  /// The model value of a wire user.
  static func user(_ wire: TwitterWireUser) -> TwitterUser {
    TwitterUser(
      id: wire.id, username: wire.username, name: wire.name,
      profileImageURL: wire.profile_image_url.flatMap(URL.init(string:)))
  }

  /// An ISO 8601 date with or without fractional seconds (`2024-03-05T14:21:07.000Z`).
  static func date(_ text: String, path: String) throws(ServiceError) -> Date {
    if let date = try? Date(
      text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    {
      return date
    }
    if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) {
      return date
    }
    throw .invalidResponse("\(path): expected an ISO 8601 date, got \"\(text)\"")
  }
}
