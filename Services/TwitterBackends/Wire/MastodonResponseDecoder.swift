import Foundation
import Model
import TwitterModel

/// Reads Mastodon REST bodies and headers: statuses become tweets (HTML content as plain
/// text, an empty display name replaced by the handle), accounts become users, and the
/// `Link` header's `rel="next"` gives the next page's `max_id`.
enum MastodonResponseDecoder {
  /// The statuses of a timeline body, as tweets.
  static func tweets(from body: Data) throws(ServiceError) -> [Tweet] {
    let statuses = try JSONResponseDecoder.decode([MastodonStatus].self, from: body)
    var tweets: [Tweet] = []
    for (index, status) in statuses.enumerated() {
      tweets.append(
        Tweet(
          id: status.id, status: MastodonHTML.plainText(status.content),
          createdAt: try TwitterResponseDecoder.date(
            status.created_at, path: "[\(index)].created_at"),
          author: user(status.account)))
    }
    return tweets
  }

  /// The account of a lookup body, as a user.
  static func user(from body: Data) throws(ServiceError) -> TwitterUser {
    user(try JSONResponseDecoder.decode(MastodonAccount.self, from: body))
  }

  /// The model value of an account: its handle is `acct` (what a lookup takes), its
  /// name the display name, or the username when that is empty.
  static func user(_ account: MastodonAccount) -> TwitterUser {
    let displayName = account.display_name?.trimmingCharacters(in: .whitespaces) ?? ""
    return TwitterUser(
      id: account.id, username: account.acct,
      name: displayName.isEmpty ? account.username : displayName,
      profileImageURL: account.avatar.flatMap(URL.init(string:)))
  }

  /// The `max_id` of the `rel="next"` link in a `Link` header, nil when there is none
  /// (the last page).
  static func nextMaxID(inLinkHeader header: String?) -> String? {
    guard let header else { return nil }
    for link in header.split(separator: ",") {
      let parts = link.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">"),
        parts.dropFirst().contains(where: { $0 == "rel=\"next\"" || $0 == "rel=next" })
      else { continue }
      let url = String(target.dropFirst().dropLast())
      return URLComponents(string: url)?.queryItems?.first { $0.name == "max_id" }?.value
    }
    return nil
  }

  /// The words of an error body, if it is one.
  static func errorText(in body: Data) -> String? {
    (try? JSONResponseDecoder.decode(MastodonErrorBody.self, from: body))?.text
  }
}
