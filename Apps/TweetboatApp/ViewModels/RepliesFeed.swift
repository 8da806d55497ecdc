import Model
import TwitterApp
import TwitterModel

/// What Tweetboat has loaded: the account whose replies are shown, the replies so far,
/// and where the next page of replies starts (nil once every reply is loaded).
struct RepliesFeed {
  /// The account looked up.
  let user: TwitterUser
  /// The cursor of the next page, nil after the last page.
  var nextCursor: String?
  /// The replies loaded so far, newest first.
  var tweets: [TweetViewModel]

  /// The next page to ask for, nil after the last page.
  var nextPage: RepliesPageRequest? {
    nextCursor.map { RepliesPageRequest(username: user.username, cursor: $0) }
  }
}

/// A request for one more page of replies to `username`.
struct RepliesPageRequest: Equatable {
  /// The account whose replies are paged.
  let username: String
  /// Where the page starts.
  let cursor: String
}
