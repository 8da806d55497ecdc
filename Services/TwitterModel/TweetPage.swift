import Foundation

/// One page of tweets from a search, with the cursor for the next page.
public struct TweetPage: Sendable, Hashable, Codable {
  /// The tweets, newest first.
  public let tweets: [Tweet]
  /// The cursor to pass for the next page; nil on the last page.
  public let nextCursor: String?
  /// How long the query took, in seconds (measured by the client when the API does
  /// not say).
  public let queryExecutionTime: TimeInterval

  /// A page of tweets.
  public init(tweets: [Tweet], nextCursor: String?, queryExecutionTime: TimeInterval) {
    self.tweets = tweets
    self.nextCursor = nextCursor
    self.queryExecutionTime = queryExecutionTime
  }
}
