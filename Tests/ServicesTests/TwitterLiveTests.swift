import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// The live Twitter backend against a loopback server speaking the v2 wire format.
@Suite("Twitter live")
struct TwitterLiveTests {
  static let searchBody = """
    {"data":[{"id":"1765012345678901234","text":"Trying out a reactive MVVM workbench #swift","author_id":"111222333","created_at":"2024-03-05T14:21:07.000Z","edit_history_tweet_ids":["1765012345678901234"]},{"id":"1765012045678900000","text":"@janecoder how do you swap the backend?","author_id":"444555666","created_at":"2024-03-05T14:19:55.000Z","in_reply_to_user_id":"111222333","edit_history_tweet_ids":["1765012045678900000"]}],"includes":{"users":[{"id":"111222333","name":"Jane Coder","username":"janecoder","profile_image_url":"https://pbs.twimg.com/a_normal.jpg"},{"id":"444555666","name":"Bob Builder","username":"bobbuilds","profile_image_url":"https://pbs.twimg.com/b_normal.jpg"}]},"meta":{"newest_id":"1765012345678901234","oldest_id":"1765012045678900000","result_count":2,"next_token":"b26v89c19zqg8o3fpds7ydo3h3bq3xh6r4n1xmsb0bv5p"}}
    """

  /// The live backend pointed at `server` with the base-url option and a token.
  func twitter(_ server: LoopbackHTTPServer, options: [String] = []) throws -> any TwitterService {
    let registry = makeRegistry(variables: ["TWITTER_BEARER_TOKEN": "test-token"])
    try registry.use(
      service: "twitter", backend: "live",
      options: patient(["base-url=\(server.baseURL.absoluteString)"] + options))
    return registry.service(.twitter)
  }

  func searchFailure(_ response: StubResponse) async throws -> ServiceError? {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    return await result(of: try twitter(server).searchRecent("swift", cursor: nil, pageSize: 20))?
      .failure
  }

  @Test func searchSendsTheV2QueryAndJoinsAuthors() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody) }
    defer { server.stop() }
    let page = try #require(
      await result(of: try twitter(server).searchRecent("swift mvvm", cursor: "abc", pageSize: 5))
    ).get()
    #expect(page.tweets.map(\.author.username) == ["janecoder", "bobbuilds"])
    #expect(page.tweets.first?.createdAt == Date(timeIntervalSince1970: 1_709_648_467))
    #expect(page.nextCursor == "b26v89c19zqg8o3fpds7ydo3h3bq3xh6r4n1xmsb0bv5p")
    #expect(page.queryExecutionTime >= 0)
    let request = try #require(server.requests.first)
    #expect(request.path == "/2/tweets/search/recent")
    #expect(request.header("Authorization") == "Bearer test-token")
    #expect(request.queryValue("query") == "swift mvvm")
    #expect(request.queryValue("max_results") == "10")
    #expect(request.queryValue("next_token") == "abc")
    #expect(request.queryValue("expansions") == "author_id")
    #expect(request.queryValue("tweet.fields") == "created_at,author_id")
    #expect(request.queryValue("user.fields") == "name,username,profile_image_url")
  }

  @Test func repliesSearchToUsername() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, #"{"meta":{"result_count":0}}"#) }
    defer { server.stop() }
    let page = try #require(
      await result(of: try twitter(server).replies(to: "janecoder", cursor: nil, pageSize: 20))
    ).get()
    #expect(page.tweets.isEmpty && page.nextCursor == nil)
    #expect(server.requests.first?.queryValue("query") == "to:janecoder")
  }

  @Test func userLookupDecodesTheUser() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        200,
        #"{"data":{"id":"111222333","name":"Jane Coder","username":"janecoder","profile_image_url":"https://pbs.twimg.com/a_normal.jpg"}}"#
      )
    }
    defer { server.stop() }
    let user = try #require(await result(of: try twitter(server).user(named: "janecoder"))).get()
    #expect(
      user
        == TwitterUser(
          id: "111222333", username: "janecoder", name: "Jane Coder",
          profileImageURL: URL(string: "https://pbs.twimg.com/a_normal.jpg")))
    #expect(server.requests.first?.path == "/2/users/by/username/janecoder")
  }

  @Test func partialErrorWithHTTP200IsNotFound() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        200,
        #"{"errors":[{"value":"nosuchuser_zz","detail":"Could not find user with username: [nosuchuser_zz].","title":"Not Found Error","resource_type":"user","parameter":"username","resource_id":"nosuchuser_zz","type":"https://api.twitter.com/2/problems/resource-not-found"}]}"#
      )
    }
    defer { server.stop() }
    let failure = await result(of: try twitter(server).user(named: "nosuchuser_zz"))?.failure
    #expect(failure == .notFound("the user @nosuchuser_zz"))
  }

  @Test func problemJSON401IsUnauthorizedWithItsDetail() async throws {
    let failure = try await searchFailure(
      .json(
        401, #"{"title":"Unauthorized","type":"about:blank","status":401,"detail":"Unauthorized"}"#,
        headers: ["Content-Type": "application/problem+json"]))
    #expect(failure == .unauthorized(variable: "TWITTER_BEARER_TOKEN", message: "Unauthorized"))
  }

  @Test func tooManyRequestsIsRateLimitedUntilTheReset() async throws {
    let reset = Int(Date().timeIntervalSince1970) + 900
    let failure = try await searchFailure(
      .json(
        429,
        #"{"title":"Too Many Requests","detail":"Too Many Requests","type":"about:blank","status":429}"#,
        headers: ["x-rate-limit-reset": "\(reset)", "x-rate-limit-remaining": "0"]))
    #expect(failure == .rateLimited(resetAt: Date(timeIntervalSince1970: Double(reset))))
  }

  @Test func invalidRequestIsAnAPIErrorWithTheParameterMessage() async throws {
    let failure = try await searchFailure(
      .json(
        400,
        #"{"errors":[{"parameters":{"max_results":["5"]},"message":"The `max_results` query parameter value [5] is not between 10 and 100"}],"title":"Invalid Request","detail":"One or more parameters to your request was invalid.","type":"https://api.twitter.com/2/problems/invalid-request"}"#
      ))
    guard case .apiError(400, let message)? = failure else {
      Issue.record("expected apiError 400, got \(String(describing: failure))")
      return
    }
    #expect(message.contains("max_results"))
  }

  @Test func serverFailureIsServerError() async throws {
    #expect(try await searchFailure(.status(502)) == .serverError(status: 502))
  }

  @Test func authorMissingFromIncludesNamesThePath() async throws {
    let failure = try await searchFailure(
      .json(
        200,
        #"{"data":[{"id":"1","text":"hi","author_id":"9","created_at":"2024-03-05T14:21:07.000Z"}],"meta":{"result_count":1}}"#
      ))
    #expect(failure == .invalidResponse("data[0].author_id: no user \"9\" in includes.users"))
  }

  @Test func badDateNamesThePath() async throws {
    let failure = try await searchFailure(
      .json(
        200,
        #"{"data":[{"id":"1","text":"hi","author_id":"9","created_at":"yesterday"}],"includes":{"users":[{"id":"9","name":"N","username":"n"}]}}"#
      ))
    #expect(
      failure
        == .invalidResponse("data[0].created_at: expected an ISO 8601 date, got \"yesterday\""))
  }

  @Test func missingTokenIsRefusedAtUseAndTheFixtureStays() throws {
    let registry = makeRegistry(variables: [:])
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "twitter", backend: "live", options: [])
    }
    #expect(try registry.backends(of: "twitter").first { $0.isActive }?.name == "fixture")
  }

  @Test func slowServerTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody).delay(30) }
    defer { server.stop() }
    let failure = await result(of: try twitter(server, options: ["timeout=1s"]).user(named: "x"))?
      .failure
    #expect(failure == .timedOut)
  }

  @Test func disposingAStartedRequestCancelsIt() async throws {
    // The server never answers in time and the client's timeout is far away, so only
    // the disposal can end the request, however slow the machine.
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody).delay(600) }
    defer { server.stop() }
    let probe = ProducerProbe<TweetPage>()
    let disposable = probe.start(
      try twitter(server, options: ["timeout=600s"]).searchRecent(
        "swift", cursor: nil, pageSize: 20))
    #expect(
      await server.waitForRequests(count: 1),
      "gave up after 60 s waiting for the request; \(server)")
    disposable.dispose()
    #expect(
      await server.waitForClientDisconnects(count: 1),
      "gave up after 60 s waiting for the client to hang up; \(server)")
    #expect(probe.values.isEmpty && probe.error == nil)
  }
}
