import Foundation
import Model
import ReactiveCore
import TwitterModel

/// A scripted Twitter, answering after 0.3 s. A search for QUERY finds three tweets
/// "QUERY 1"…"QUERY 3" taking 25 ms. Every account exists (named "Name of HANDLE")
/// except "nobody"; the replies to an account are `replyCount` tweets "reply N",
/// newest first, paged with cursors "page2", "page3", ….
final class FakeTwitterService: TwitterService, @unchecked Sendable {
  /// Searches, recorded by query.
  let searches: FakeEndpoint<TweetPage>
  /// Account look-ups, recorded by handle.
  let users: FakeEndpoint<TwitterUser>
  /// Replies requests, recorded as "HANDLE CURSOR" ("HANDLE first" for the first page).
  let replies: FakeEndpoint<TweetPage>

  /// How many replies every account has.
  static let replyCount = 45

  /// When every fake tweet was posted.
  static let postedAt = Date(timeIntervalSinceReferenceDate: -30)

  /// A fake answering on `scheduler`.
  init(scheduler: TestScheduler) {
    searches = FakeEndpoint(scheduler: scheduler, latency: 0.3) { query in
      .success(
        TweetPage(
          tweets: (1...3).map { Self.tweet("\(query) \($0)", by: "author\($0)") }, nextCursor: nil,
          queryExecutionTime: 0.025))
    }
    users = FakeEndpoint(scheduler: scheduler, latency: 0.3) { handle in
      guard handle != "nobody" else { return .failure(.notFound("user @nobody")) }
      return .success(Self.account(handle))
    }
    replies = FakeEndpoint(scheduler: scheduler, latency: 0.3) { request in
      .success(Self.repliesPage(request))
    }
  }

  func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    searches.producer(for: query)
  }

  func user(named username: String) -> SignalProducer<TwitterUser, ServiceError> {
    users.producer(for: username)
  }

  func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    replies.producer(for: "\(username) \(cursor ?? "first")")
  }

  /// The account with handle `handle`.
  static func account(_ handle: String) -> TwitterUser {
    TwitterUser(
      id: "id-\(handle)", username: handle, name: "Name of \(handle)",
      profileImageURL: URL(string: "https://pbs.twimg.com/\(handle)_normal.png"))
  }

  /// A tweet with text `status` posted by `handle` at `postedAt`.
  static func tweet(_ status: String, by handle: String) -> Tweet {
    Tweet(id: "id-\(status)", status: status, createdAt: postedAt, author: account(handle))
  }

  /// The page of 20 replies that a "HANDLE CURSOR" request asks for.
  private static func repliesPage(_ request: String) -> TweetPage {
    let cursor = request.split(separator: " ").last.map(String.init) ?? "first"
    let page = cursor == "first" ? 1 : Int(cursor.dropFirst("page".count)) ?? 1
    let numbers = ((page - 1) * 20 + 1)...min(page * 20, replyCount)
    return TweetPage(
      tweets: numbers.map { tweet("reply \($0)", by: "fan\($0)") },
      nextCursor: page * 20 < replyCount ? "page\(page + 1)" : nil, queryExecutionTime: 0.01)
  }
}
