import Model
import TwitterModel

/// A decoded search response: tweets (newest first) with whom they reply to, the
/// included users, and the next page's cursor.
struct TwitterSearchResults: Sendable {
  /// A tweet and the id of the user it replies to, if it is a reply.
  struct Entry: Sendable {
    let tweet: Tweet
    let inReplyToUserID: String?
  }

  let entries: [Entry]
  let users: [TwitterUser]
  let nextToken: String?
}
