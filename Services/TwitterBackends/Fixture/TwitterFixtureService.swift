import Foundation
import Model
import ReactiveCore
import TwitterModel

/// Twitter offline: searches the bundled tweets (see `TwitterFixtureQuery`), pages them
/// with an opaque cursor like v2's `next_token`, and answers after a simulated latency.
/// Dates are moved so that the newest tweet is a minute old at request time.
struct TwitterFixtureService: TwitterService {
  /// The default latency of every request.
  static let latency = TimeSpan.milliseconds(300)
  /// v2's `max_results` bounds; page sizes are clamped to them.
  static let pageSizes = 10...100

  /// The catalog, asked for at request time, so nothing is decoded before a request.
  let catalog: @Sendable () -> Result<TwitterFixtureCatalog, ServiceError>
  let simulation: Simulation

  func searchRecent(_ query: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    let catalog = self.catalog
    let scheduler = simulation.scheduler
    let elapsed = simulation.latency(default: Self.latency).seconds
    return simulation.response(after: Self.latency) {
      catalog().flatMap {
        Self.page(
          in: $0, query: query, cursor: cursor, pageSize: pageSize, now: scheduler.currentDate,
          elapsed: elapsed)
      }
    }
  }

  func user(named username: String) -> SignalProducer<TwitterUser, ServiceError> {
    let catalog = self.catalog
    return simulation.response(after: Self.latency) {
      catalog().flatMap { catalog in
        catalog.user(named: username).map(Result.success)
          ?? .failure(.notFound("the user @\(username)"))
      }
    }
  }

  func replies(to username: String, cursor: String?, pageSize: Int) -> SignalProducer<
    TweetPage, ServiceError
  > {
    searchRecent("to:\(username)", cursor: cursor, pageSize: pageSize)
  }

  /// One page of matches starting at the cursor's position, dated relative to `now`.
  static func page(
    in catalog: TwitterFixtureCatalog, query: String, cursor: String?, pageSize: Int, now: Date,
    elapsed: TimeInterval
  ) -> Result<TweetPage, ServiceError> {
    let start: Int
    if let cursor {
      guard let offset = FixtureCursor.offset(from: cursor) else {
        return .failure(.apiError(code: 400, message: "The next_token \"\(cursor)\" is invalid"))
      }
      start = offset
    } else {
      start = 0
    }
    let matches = catalog.matches(for: query)
    let size = min(max(pageSize, pageSizes.lowerBound), pageSizes.upperBound)
    let lower = min(start, matches.count)
    let upper = min(lower + size, matches.count)
    let shift = now.addingTimeInterval(-60).timeIntervalSince(catalog.newestDate)
    let tweets = matches[lower..<upper].map {
      Tweet(
        id: $0.tweet.id, status: $0.tweet.status,
        createdAt: $0.tweet.createdAt.addingTimeInterval(shift),
        author: $0.tweet.author)
    }
    let next = upper < matches.count ? FixtureCursor.token(for: upper) : nil
    return .success(TweetPage(tweets: tweets, nextCursor: next, queryExecutionTime: elapsed))
  }
}
