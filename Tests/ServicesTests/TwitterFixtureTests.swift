import Foundation
import Model
import ReactiveCore
import Testing
import TwitterModel

@Suite("Twitter fixture")
struct TwitterFixtureTests {
  let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 1_800_000_000))
  var twitter: any TwitterService { makeRegistry(scheduler: scheduler).service(.twitter) }

  func page(_ producer: SignalProducer<TweetPage, ServiceError>) throws -> TweetPage {
    try #require(virtualResult(of: producer, on: scheduler)).get()
  }

  @Test(arguments: ["swift", "reactive", "mvvm"])
  func searchesMatchTextCaseInsensitively(query: String) throws {
    let result = try page(twitter.searchRecent(query.uppercased(), cursor: nil, pageSize: 20))
    #expect(result.tweets.count == 20)
    #expect(result.nextCursor != nil)
    #expect(result.tweets.allSatisfy { $0.status.lowercased().contains(query) })
    #expect(result.tweets.map(\.createdAt) == result.tweets.map(\.createdAt).sorted(by: >))
  }

  @Test func newestTweetIsAMinuteOldAtRequestTime() throws {
    scheduler.advance(by: 3600)
    let requestDate = scheduler.currentDate
    let result = try page(twitter.searchRecent("swift", cursor: nil, pageSize: 20))
    let newest = try #require(result.tweets.first)
    #expect(newest.createdAt <= requestDate.addingTimeInterval(-60))
    #expect(newest.createdAt > requestDate.addingTimeInterval(-24 * 3600))
  }

  @Test func repliesPageThroughThreePagesAndEnd() throws {
    var pages: [TweetPage] = []
    var cursor: String?
    repeat {
      let next = try page(twitter.replies(to: "mvvm_daily", cursor: cursor, pageSize: 20))
      pages.append(next)
      cursor = next.nextCursor
    } while cursor != nil && pages.count < 10
    #expect(pages.count == 3)
    #expect(pages[0].tweets.count == 20 && pages[1].tweets.count == 20)
    #expect(pages[2].tweets.count > 0 && pages[2].tweets.count <= 20)
    #expect(pages[2].nextCursor == nil)
    let ids = pages.flatMap { $0.tweets.map(\.id) }
    #expect(Set(ids).count == ids.count)
    #expect(pages.flatMap(\.tweets).allSatisfy { $0.status.lowercased().contains("@mvvm_daily") })
  }

  @Test func userLookupIgnoresCase() throws {
    let user = try #require(virtualResult(of: twitter.user(named: "MVVM_Daily"), on: scheduler))
      .get()
    #expect(user.username == "mvvm_daily")
    #expect(user.name == "MVVM Daily")
    #expect(user.profileImageURL != nil)
  }

  @Test func unknownUserIsNotFound() throws {
    let result = try #require(
      virtualResult(of: twitter.user(named: "nosuchuser_zz"), on: scheduler))
    guard case .notFound? = result.failure else {
      Issue.record("expected notFound, got \(result)")
      return
    }
  }

  @Test func noMatchesIsAnEmptyLastPage() throws {
    let result = try page(twitter.searchRecent("zzqqxx", cursor: nil, pageSize: 20))
    #expect(result.tweets.isEmpty && result.nextCursor == nil)
  }

  @Test func foreignCursorIsRefused() throws {
    let result = try #require(
      virtualResult(of: twitter.searchRecent("swift", cursor: "bogus", pageSize: 20), on: scheduler)
    )
    #expect(result.failure != nil)
  }
}
