import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// The `mastodon` backend of the Twitter service against a loopback server speaking the
/// Mastodon REST format.
@Suite("Mastodon")
struct MastodonLiveTests {
  /// A server serving `MastodonSamples`.
  func sampleServer() throws -> LoopbackHTTPServer {
    let server = try LoopbackHTTPServer()
    server.handler = MastodonSamples.handler(base: server.baseURL.absoluteString)
    return server
  }

  /// The mastodon backend pointed at `server`, with `variables` as the environment.
  func mastodon(
    _ server: LoopbackHTTPServer, options: [String] = [], variables: [String: String] = [:]
  ) throws -> any TwitterService {
    let registry = makeRegistry(variables: variables)
    try registry.use(
      service: "twitter", backend: "mastodon",
      options: patient(["base-url=\(server.baseURL.absoluteString)"] + options))
    return registry.service(.twitter)
  }

  func searchFailure(_ response: StubResponse, options: [String] = []) async throws
    -> ServiceError?
  {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    return await result(
      of: try mastodon(server, options: options).searchRecent("swift", cursor: nil, pageSize: 20)
    )?.failure
  }

  @Test func searchReadsTheHashtagTimelineOfTheTextsLettersAndDigits() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let page = try #require(
      await result(of: try mastodon(server).searchRecent("#sw ift!", cursor: nil, pageSize: 20))
    ).get()
    let request = try #require(server.requests.first)
    #expect(request.path == "/api/v1/timelines/tag/swift")
    #expect(request.queryValue("limit") == "20")
    #expect(request.header("Authorization") == nil)
    #expect(page.tweets.count == 2)
  }

  @Test func searchMapsStatusesToTweets() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let page = try #require(
      await result(of: try mastodon(server).searchRecent("swift", cursor: nil, pageSize: 20))
    ).get()
    #expect(page.tweets.map(\.id) == ["111000000000000002", "111000000000000001"])
    #expect(page.tweets.first?.createdAt == Date(timeIntervalSince1970: 1_709_648_467))
    #expect(
      page.tweets.first?.author
        == TwitterUser(
          id: "109000000000000001", username: "janecoder", name: "Jane Coder",
          profileImageURL: URL(string: "https://files.social.example/avatars/jane.png")))
    #expect(page.tweets.last?.author.username == "bob@other.example")
    #expect(page.tweets.last?.author.name == "bob")
    #expect(page.nextCursor == "111000000000000001")
  }

  @Test func htmlContentBecomesPlainText() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let page = try #require(
      await result(of: try mastodon(server).searchRecent("swift", cursor: nil, pageSize: 20))
    ).get()
    #expect(
      page.tweets.first?.status
        == "Trying a reactive #swift workbench & it's \"fun\"\n\nSecond line\nthird <ok> https://example.com/mvvm 😀"
    )
    #expect(page.tweets.last?.status == "No name here")
  }

  @Test func anEmptySearchTextAsksNothing() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let page = try #require(
      await result(of: try mastodon(server).searchRecent(" #!", cursor: nil, pageSize: 20))
    ).get()
    #expect(page.tweets.isEmpty && page.nextCursor == nil)
    #expect(server.requests.isEmpty)
  }

  @Test func lookupFindsTheAccountAndFallsBackToTheUsername() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let user = try #require(await result(of: try mastodon(server).user(named: "@janecoder"))).get()
    #expect(user.name == "janecoder" && user.id == "109000000000000001")
    #expect(server.requests.first?.path == "/api/v1/accounts/lookup")
    #expect(server.requests.first?.queryValue("acct") == "janecoder")
  }

  @Test func anUnknownAccountIsNotFound() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let failure = await result(of: try mastodon(server).user(named: "nobody"))?.failure
    #expect(failure == .notFound("the account @nobody"))
  }

  @Test func tweetboatPagesTheAccountsPostsThroughTheLinkHeader() async throws {
    let server = try sampleServer()
    defer { server.stop() }
    let twitter = try mastodon(server)
    let first = try #require(
      await result(of: twitter.replies(to: "janecoder", cursor: nil, pageSize: 20))
    ).get()
    #expect(first.tweets.map(\.status) == ["Newest post", "Older post"])
    let cursor = try #require(first.nextCursor)
    let last = try #require(
      await result(of: twitter.replies(to: "janecoder", cursor: cursor, pageSize: 20))
    ).get()
    #expect(last.tweets.map(\.status) == ["Oldest post"])
    #expect(last.nextCursor == nil)
    #expect(
      server.requests.map(\.path) == [
        "/api/v1/accounts/lookup", "/api/v1/accounts/109000000000000001/statuses",
        "/api/v1/accounts/109000000000000001/statuses",
      ])
    #expect(server.requests.last?.queryValue("max_id") == "111000000000000019")
  }

  @Test func tooManyRequestsIsRateLimitedUntilTheISODateReset() async throws {
    let reset = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 600).rounded(.down))
    let written = ISO8601DateFormatter().string(from: reset).replacingOccurrences(
      of: "Z", with: ".000Z")
    let failure = try await searchFailure(
      .json(
        429, #"{"error":"Too many requests"}"#,
        headers: ["X-RateLimit-Reset": written, "X-RateLimit-Remaining": "0"]))
    #expect(failure == .rateLimited(resetAt: reset))
  }

  @Test func serverFailureIsServerError() async throws {
    #expect(try await searchFailure(.status(503)) == .serverError(status: 503))
  }

  @Test func aServerRequiringLoginSaysSoAndSuggestsAnother() async throws {
    let failure = try await searchFailure(
      .json(401, #"{"error":"This method requires an authenticated user"}"#))
    guard case .apiError(401, let message)? = failure else {
      Issue.record("expected apiError 401, got \(String(describing: failure))")
      return
    }
    #expect(message.contains("127.0.0.1 requires login"))
    #expect(message.contains("This method requires an authenticated user"))
    #expect(message.contains("access-token="))
    #expect(message.contains("base-url=https://fosstodon.org"))
  }

  @Test func aRefusedTokenIsUnauthorizedNamingItsSource() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(401, #"{"error":"The access token is invalid"}"#)
    }
    defer { server.stop() }
    let twitter = try mastodon(server, variables: ["MASTODON_ACCESS_TOKEN": "tok"])
    let failure = await result(of: twitter.searchRecent("swift", cursor: nil, pageSize: 20))?
      .failure
    #expect(
      failure
        == .unauthorized(variable: "MASTODON_ACCESS_TOKEN", message: "The access token is invalid"))
    #expect(server.requests.first?.header("Authorization") == "Bearer tok")
  }

  @Test func otherStatusesAreAPIErrorsWithMastodonsWords() async throws {
    let failure = try await searchFailure(.json(400, #"{"error":"Validation failed"}"#))
    #expect(failure == .apiError(code: 400, message: "Validation failed"))
  }

  @Test func theBackendNeedsNoKeyAndListsItsLimits() throws {
    let registry = makeRegistry()
    try registry.use(service: "twitter", backend: "mastodon", options: [])
    let listing = try #require(try registry.backends(of: "twitter").first { $0.isActive })
    #expect(listing.name == "mastodon")
    #expect(listing.summary.contains("letters and digits"))
    #expect(listing.summary.contains("own posts"))
  }
}
