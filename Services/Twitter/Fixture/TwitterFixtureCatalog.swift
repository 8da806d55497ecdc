import Foundation
import Model

/// The offline tweets of Resources/search-recent.catalog.json (one v2 search response
/// with `includes.users`, embedded in the code at build time), decoded by the live
/// backend's decoder.
struct TwitterFixtureCatalog: Sendable {
  /// Every tweet, newest first.
  let entries: [TwitterSearchResults.Entry]
  /// Every user the tweets mention.
  let users: [TwitterUser]
  /// The date of the newest tweet, which the fixture moves to a minute before "now".
  let newestDate: Date

  /// The catalog in this module's resources, loaded once; a damaged resource is an
  /// error every fixture request reports, never a crash.
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
  }

  /// The user whose handle is `username`, ignoring case and a leading `@`.
  func user(named username: String) -> TwitterUser? {
    let handle = username.hasPrefix("@") ? String(username.dropFirst()) : username
    return users.first { $0.username.caseInsensitiveCompare(handle) == .orderedSame }
  }
}
