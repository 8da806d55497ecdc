import Model
import ReactiveCore

/// Searches recent tweets and looks up accounts. Every call returns a cold producer:
/// nothing is requested until it is started, and disposing the run cancels the request.
public protocol TwitterService: Sendable {
  /// Recent tweets matching `query`, newest first, `pageSize` a page; pass the previous
  /// page's `nextCursor` as `cursor` for the next page.
  func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  >

  /// The account with handle `username` (without `@`); fails with `.notFound` when
  /// there is none.
  func user(named username: String) -> SignalProducer<TwitterUser, ServiceError>

  /// Recent replies to `username` (the API's `to:USERNAME`), newest first, paged like
  /// `searchRecent`.
  func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  >
}
