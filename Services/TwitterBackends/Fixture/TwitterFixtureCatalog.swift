import Foundation
import Model
import Synchronization
import TwitterModel

/// Offline tweets decoded from one v2 search body with `includes.users` by the live
/// backend's decoder: the bundled Resources/search-recent.catalog.json (embedded in the
/// code at build time, decoded on the first request), or a generated body (`size=`).
final class TwitterFixtureCatalog: Sendable {
  /// Every tweet, newest first.
  let entries: [TwitterSearchResults.Entry]
  /// Every user the tweets mention.
  let users: [TwitterUser]
  /// The date of the newest tweet, which the fixture moves to a minute before "now".
  let newestDate: Date
  /// Lowercased handles by user id, for `to:` queries.
  let handlesByID: [String: String]
  /// The matches of the last `recentQueryLimit` queries, oldest first: paging asks the
  /// same query again and again, and time travel replays a session's searches into every
  /// moment it rebuilds (the bundled catalog serves every session of the process).
  private let recentQueries = Mutex<[(query: String, matches: [TwitterSearchResults.Entry])]>(
    [])
  /// How many queries' matches are kept.
  static let recentQueryLimit = 32

  /// The catalog in this module's resources, decoded once, on the first request; a
  /// damaged resource is an error every fixture request reports, never a crash.
  static let bundled: Result<TwitterFixtureCatalog, ServiceError> = Result {
    () throws(ServiceError) in
    guard let data = EmbeddedResources.data(named: "search-recent.catalog.json") else {
      throw .invalidResponse("the fixture resource search-recent.catalog.json is missing")
    }
    return try TwitterFixtureCatalog(body: data)
  }

  /// A catalog from a v2 search body.
  init(body: Data) throws(ServiceError) {
    let results = try TwitterResponseDecoder.searchResults(from: body)
    entries = results.entries.sorted { $0.tweet.createdAt > $1.tweet.createdAt }
    users = results.users
    newestDate = entries.first?.tweet.createdAt ?? Date(timeIntervalSinceReferenceDate: 0)
    handlesByID = Dictionary(
      users.map { ($0.id, $0.username.lowercased()) }, uniquingKeysWith: { first, _ in first })
  }

  /// The user whose handle is `username`, ignoring case and a leading `@`.
  func user(named username: String) -> TwitterUser? {
    let handle = username.hasPrefix("@") ? String(username.dropFirst()) : username
    return users.first { $0.username.caseInsensitiveCompare(handle) == .orderedSame }
  }

  /// Every tweet matching `query` (see `TwitterFixtureQuery`), newest first.
  func matches(for query: String) -> [TwitterSearchResults.Entry] {
    if let cached = recentQueries.withLock({ $0.last { $0.query == query }?.matches }) {
      return cached
    }
    let matcher = TwitterFixtureQuery(query)
    let matches = entries.filter { matcher.matches($0, in: self) }
    recentQueries.withLock { recent in
      recent.append((query, matches))
      if recent.count > Self.recentQueryLimit { recent.removeFirst() }
    }
    return matches
  }
}
