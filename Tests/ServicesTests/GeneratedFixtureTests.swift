import FlickrModel
import Foundation
import Model
import ReactiveCore
import Testing
import TwitterModel

@Suite("Generated fixture data (size=)")
struct GeneratedFixtureTests {
  let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 1_800_000_000))

  func registry(flickrSize: Int? = nil, twitterSize: Int? = nil) throws -> BackendRegistry {
    let registry = makeRegistry(scheduler: scheduler)
    if let flickrSize {
      try registry.use(service: "flickr", backend: "fixture", options: ["size=\(flickrSize)"])
    }
    if let twitterSize {
      try registry.use(service: "twitter", backend: "fixture", options: ["size=\(twitterSize)"])
    }
    return registry
  }

  /// The value `producer` sends on the virtual clock.
  func value<Value: Sendable>(_ producer: SignalProducer<Value, ServiceError>) throws -> Value {
    try #require(virtualResult(of: producer, on: scheduler)).get()
  }

  @Test func everyFlickrSearchFindsSizePhotosPagedLikeTheAPI() throws {
    let flickr = try registry(flickrSize: 5000).service(.flickr)
    let first = try value(flickr.search("sunset"))
    #expect(first.totalResults == 5000)
    #expect(first.pages == 50)
    #expect(first.photos.count == 100)
    #expect(first.photos[0].title == "Sunset #1")
    let last = try value(flickr.search("sunset", page: 10, perPage: 500))
    #expect(last.photos.count == 500 && last.photos.last?.title == "Sunset #5000")
    let ids = Set((first.photos + last.photos).map(\.identifier))
    #expect(ids.count == 600)
    let none = try value(flickr.search("  "))
    #expect(none.totalResults == 0)
  }

  @Test func generatedFlickrPhotosHaveRepeatableCounts() throws {
    let flickr = try registry(flickrSize: 50).service(.flickr)
    let photo = try #require(try value(flickr.search("kitten")).photos.last)
    let metadata = try value(flickr.metadata(ofPhoto: photo.identifier))
    let again = try registry(flickrSize: 50).service(.flickr)
    #expect(try value(again.metadata(ofPhoto: photo.identifier)) == metadata)
    let outside = try #require(
      virtualResult(of: flickr.favoritesCount(ofPhoto: "70000000050"), on: scheduler))
    #expect(
      outside.failure == .apiError(code: 1, message: "Photo \"70000000050\" not found (invalid ID)")
    )
  }

  @Test func tenThousandRepliesPageThroughToTheEnd() throws {
    let twitter = try registry(twitterSize: 10_000).service(.twitter)
    var cursor: String?
    var ids: [String] = []
    var pages = 0
    repeat {
      let page = try value(twitter.replies(to: "MVVM_Daily", cursor: cursor, pageSize: 100))
      ids += page.tweets.map(\.id)
      cursor = page.nextCursor
      pages += 1
    } while cursor != nil && pages < 200
    #expect(pages == 100)
    #expect(ids.count == 10_000 && Set(ids).count == 10_000)
    #expect(try value(twitter.user(named: "mvvm_daily")).name == "MVVM Daily")
  }

  @Test func generatedTweetsAreTheSameEachTimeAndNewestFirst() throws {
    let first = try registry(twitterSize: 30).service(.twitter)
    let second = try registry(twitterSize: 30).service(.twitter)
    let page = { (twitter: any TwitterService) throws -> TweetPage in
      try value(twitter.searchRecent("reactive", cursor: nil, pageSize: 10))
    }
    let one = try page(first)
    #expect(one.tweets.map(\.status) == (try page(second)).tweets.map(\.status))
    #expect(one.tweets.count == 10)
    #expect(one.tweets.allSatisfy { $0.status.contains("reactive") })
    #expect(one.tweets.map(\.createdAt) == one.tweets.map(\.createdAt).sorted(by: >))
  }

  @Test(arguments: ["flickr", "twitter"])
  func sizeOutOfRangeIsRefusedWithTheRange(service: String) throws {
    let registry = makeRegistry(scheduler: scheduler)
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: service, backend: "fixture", options: ["size=0"])
    }
    do {
      try registry.use(service: service, backend: "fixture", options: ["size=100001"])
      Issue.record("size=100001 was accepted")
    } catch {
      #expect("\(error)" == "size=: expected a whole number from 1 to 100000, got '100001'")
    }
    #expect(try registry.activeDescription(of: service).hasPrefix("fixture:"))
  }
}
