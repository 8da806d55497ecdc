import FlickrModel
import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// `record=DIR` on live backends and `dir=DIR` on the offline ones: a session recorded
/// against a loopback server replays offline, after the server is gone, with the same
/// results, and nothing secret is stored.
@Suite("Recording")
struct RecordingTests {
  /// A fresh empty private directory for one test.
  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvvm-recording-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return directory
  }

  /// Every file of `directory`, as text.
  func storedText(in directory: URL) throws -> String {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
      try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  /// What a page shows: its tweets and its cursor, or its failure (not its query time,
  /// which a replay simulates).
  func outcome(_ page: Result<TweetPage, ServiceError>?) -> String {
    guard let page = page?.success else { return "failed: \(String(describing: page?.failure))" }
    return "\(page.tweets) next \(page.nextCursor ?? "none")"
  }

  /// The steps of a Tweetboat-like session on `twitter`, each run to its end by `run`: a
  /// search, a lookup, two pages of posts and an unknown account.
  func tweetboatSession(
    _ twitter: any TwitterService,
    run: (SignalProducer<TweetPage, ServiceError>) async -> Result<TweetPage, ServiceError>?,
    lookup: (SignalProducer<TwitterUser, ServiceError>) async -> Result<TwitterUser, ServiceError>?
  ) async -> [String] {
    var outcomes = [outcome(await run(twitter.searchRecent("swift", cursor: nil, pageSize: 20)))]
    outcomes.append(String(describing: await lookup(twitter.user(named: "janecoder"))))
    let first = await run(twitter.replies(to: "janecoder", cursor: nil, pageSize: 20))
    outcomes.append(outcome(first))
    let cursor = first?.success?.nextCursor
    outcomes.append(
      outcome(await run(twitter.replies(to: "janecoder", cursor: cursor, pageSize: 20))))
    outcomes.append(String(describing: await lookup(twitter.user(named: "nobody"))))
    return outcomes
  }

  @Test func aMastodonSessionReplaysOfflineWithTheSameResults() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let live = makeRegistry(variables: ["MASTODON_ACCESS_TOKEN": "sekrit-token-42"])
    try live.use(
      service: "twitter", backend: "mastodon",
      options: ["base-url=\(server.baseURL.absoluteString)", "record=\(directory.path)"])
    let recorded = await tweetboatSession(
      live.service(.twitter), run: { await result(of: $0) }, lookup: { await result(of: $0) })
    server.stop()

    let scheduler = TestScheduler()
    let offline = makeRegistry(scheduler: scheduler)
    try offline.use(service: "twitter", backend: "fixture", options: ["dir=\(directory.path)"])
    let replayed = await tweetboatSession(
      offline.service(.twitter), run: { virtualResult(of: $0, on: scheduler) },
      lookup: { virtualResult(of: $0, on: scheduler) })

    #expect(replayed == recorded)
    #expect(
      try offline.activeDescription(of: "twitter")
        == "fixture dir=\(directory.path): replays what twitter mastodon recorded in \(directory.path) (5 responses)"
    )
    #expect(recorded[0].contains("111000000000000002"))
    #expect(recorded[3].hasSuffix("next none"))
    #expect(recorded[4].contains("the account @nobody was not found"))
    let stored = try storedText(in: directory)
    #expect(!stored.contains("sekrit-token-42"))
    #expect(!stored.contains("Bearer"))
    #expect(stored.contains("rel=\\\"next\\\"") || stored.contains("rel=\"next\""))
  }

  @Test func credentialsInTheBaseURLAreNotStored() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let live = makeRegistry()
    try live.use(
      service: "twitter", backend: "mastodon",
      options: [
        "base-url=http://ada:pw-sekrit-42@127.0.0.1:\(server.port)", "record=\(directory.path)",
      ])
    _ = await result(of: live.service(.twitter).user(named: "janecoder"))
    server.stop()
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.json"), encoding: .utf8)
    #expect(!index.contains("pw-sekrit-42") && !index.contains("ada:"))
    #expect(index.contains("GET /api/v1/accounts/lookup?acct=janecoder"))
  }

  @Test func aRequestWithNoRecordingFailsNamingIt() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    let live = makeRegistry()
    try live.use(
      service: "twitter", backend: "mastodon",
      options: ["base-url=\(server.baseURL.absoluteString)", "record=\(directory.path)"])
    _ = await result(of: live.service(.twitter).searchRecent("swift", cursor: nil, pageSize: 20))
    server.stop()

    let scheduler = TestScheduler()
    let offline = makeRegistry(scheduler: scheduler)
    try offline.use(service: "twitter", backend: "fixture", options: ["dir=\(directory.path)"])
    let failure = virtualResult(
      of: offline.service(.twitter).searchRecent("mvvm", cursor: nil, pageSize: 20), on: scheduler
    )?.failure
    #expect(failure == .notRecorded(request: "GET /api/v1/timelines/tag/mvvm?limit=20"))
    #expect(
      failure?.description == "no recorded response for GET /api/v1/timelines/tag/mvvm?limit=20")
  }

  @Test func aTwitterV2SearchReplaysWithoutItsToken() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer { _ in .json(200, TwitterLiveTests.searchBody) }
    let live = makeRegistry(variables: ["TWITTER_BEARER_TOKEN": "sekrit-token-42"])
    try live.use(
      service: "twitter", backend: "live",
      options: ["base-url=\(server.baseURL.absoluteString)", "record=\(directory.path)"])
    let recorded = await result(
      of: live.service(.twitter).searchRecent("swift mvvm", cursor: nil, pageSize: 20))
    server.stop()

    let scheduler = TestScheduler()
    let offline = makeRegistry(scheduler: scheduler)
    try offline.use(service: "twitter", backend: "fixture", options: ["dir=\(directory.path)"])
    let replayed = virtualResult(
      of: offline.service(.twitter).searchRecent("swift mvvm", cursor: nil, pageSize: 20),
      on: scheduler)
    #expect(outcome(replayed) == outcome(recorded))
    #expect(recorded?.success?.tweets.count == 2)
    #expect(!(try storedText(in: directory)).contains("sekrit-token-42"))
  }

  @Test func aFlickrSessionReplaysWithoutItsKey() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer { request in
      switch request.queryValue("method") {
      case "flickr.photos.search": return .json(200, FlickrLiveTests.searchBody)
      case "flickr.photos.getFavorites":
        return .json(
          200,
          #"{"photo":{"person":[],"id":"1","secret":"s","server":"1","farm":1,"page":1,"pages":3,"perpage":10,"total":27},"stat":"ok"}"#
        )
      default: return .json(200, #"{"photo":{"id":"1","comments":{"_content":"4"}},"stat":"ok"}"#)
      }
    }
    let live = makeRegistry(variables: ["FLICKR_API_KEY": "sekrit-key-42"])
    try live.use(
      service: "flickr", backend: "live",
      options: [
        "base-url=\(server.url("/services/rest/").absoluteString)", "record=\(directory.path)",
      ])
    let flickr = live.service(.flickr)
    let search = try #require(await result(of: flickr.search("bird"))).get()
    let metadata = try #require(await result(of: flickr.metadata(ofPhoto: "1"))).get()
    server.stop()

    let scheduler = TestScheduler()
    let offline = makeRegistry(scheduler: scheduler)
    try offline.use(service: "flickr", backend: "fixture", options: ["dir=\(directory.path)"])
    let replay = offline.service(.flickr)
    // A photo's secret (part of its image URL) is stored masked, like every field named
    // like a secret; everything else replays as it came.
    let masked = FlickrSearchResults(
      searchString: search.searchString,
      photos: search.photos.map {
        FlickrPhoto(
          identifier: $0.identifier, title: $0.title, owner: $0.owner, server: $0.server,
          secret: "••••")
      }, totalResults: search.totalResults, page: search.page, pages: search.pages)
    #expect(try virtualResult(of: replay.search("bird"), on: scheduler)?.get() == masked)
    #expect(try virtualResult(of: replay.metadata(ofPhoto: "1"), on: scheduler)?.get() == metadata)
    #expect(!(try storedText(in: directory)).contains("sekrit-key-42"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.contains("index.json") && files.count == 4)
  }

  @Test func aLoginReplaysByTheNamesItWasMadeWith() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer { _ in
      .json(200, #"{"first_name":"Jayesh","last_name":"Kawli","auth_token":"abc"}"#)
    }
    let live = makeRegistry()
    try live.use(
      service: "login", backend: "live",
      options: ["url=\(server.url("/login").absoluteString)", "record=\(directory.path)"])
    let user = try #require(
      await result(of: live.service(.login).login(firstName: "Jayesh", lastName: "Kawli"))
    ).get()
    server.stop()

    let scheduler = TestScheduler()
    let offline = makeRegistry(scheduler: scheduler)
    try offline.use(service: "login", backend: "dummy", options: ["dir=\(directory.path)"])
    let replay = offline.service(.login)
    #expect(user.authToken == "abc")
    #expect(
      try virtualResult(of: replay.login(firstName: "Jayesh", lastName: "Kawli"), on: scheduler)?
        .get() == User(firstName: "Jayesh", lastName: "Kawli", authToken: "••••"),
      "the token is stored masked, and replays as the mask")
    #expect(!(try storedText(in: directory)).contains("abc"))
    let other = virtualResult(of: replay.login(firstName: "Ada", lastName: "L"), on: scheduler)
    guard case .notRecorded(let request)? = other?.failure else {
      Issue.record("expected notRecorded, got \(String(describing: other))")
      return
    }
    #expect(request.hasPrefix("POST /login (body "))
  }

  @Test func aDirectoryWithoutARecordingIsRefusedAtUse() throws {
    let directory = try temporaryDirectory()
    let registry = makeRegistry()
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "twitter", backend: "fixture", options: ["dir=\(directory.path)"])
    }
    #expect(try registry.backends(of: "twitter").first { $0.isActive }?.options.isEmpty == false)
  }

  @Test func aRecordingOfAnotherServiceIsRefused() async throws {
    let directory = try temporaryDirectory()
    let server = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody) }
    let live = makeRegistry(variables: ["FLICKR_API_KEY": "k"])
    try live.use(
      service: "flickr", backend: "live",
      options: ["base-url=\(server.url("/rest/").absoluteString)", "record=\(directory.path)"])
    _ = await result(of: live.service(.flickr).search("bird"))
    server.stop()
    let registry = makeRegistry()
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "twitter", backend: "fixture", options: ["dir=\(directory.path)"])
    }
  }
}
