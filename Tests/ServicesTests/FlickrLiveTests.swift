import FlickrModel
import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// The live Flickr backend against a loopback server speaking Flickr's wire format.
@Suite("Flickr live")
struct FlickrLiveTests {
  static let searchBody = """
    {"photos":{"page":1,"pages":"3207","perpage":100,"total":"320662","photo":[{"id":"32547078274","owner":"148578535@N03","secret":"dcc9f61d9f","server":"3855","farm":4,"title":"Bird","ispublic":1,"isfriend":0,"isfamily":0}]},"stat":"ok"}
    """

  /// The live backend pointed at `server` through FLICKR_BASE_URL, with a key.
  func flickr(_ server: LoopbackHTTPServer, options: [String] = []) throws
    -> any FlickrSearchService
  {
    let registry = makeRegistry(variables: [
      "FLICKR_API_KEY": "test-key", "FLICKR_BASE_URL": server.url("/services/rest/").absoluteString,
    ])
    try registry.use(service: "flickr", backend: "live", options: patient(options))
    return registry.service(.flickr)
  }

  func searchFailure(_ response: StubResponse) async throws -> ServiceError? {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    return await result(of: try flickr(server).search("bird"))?.failure
  }

  @Test func searchSendsTheRESTQueryAndDecodesLegacyStringTotals() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody) }
    defer { server.stop() }
    let results = try #require(
      await result(of: try flickr(server).search("bird+sky", page: 2, perPage: 50))
    ).get()
    #expect(results.totalResults == 320_662 && results.pages == 3207)
    #expect(results.photos.map(\.identifier) == ["32547078274"])
    let request = try #require(server.requests.first)
    #expect(request.path == "/services/rest/")
    #expect(request.queryValue("method") == "flickr.photos.search")
    #expect(request.queryValue("api_key") == "test-key")
    #expect(request.queryValue("text") == "bird+sky")
    #expect(request.queryValue("sort") == "interestingness-desc")
    #expect(request.queryValue("per_page") == "50" && request.queryValue("page") == "2")
    #expect(request.queryValue("format") == "json" && request.queryValue("nojsoncallback") == "1")
  }

  @Test func aPhotoWhoseFieldsHoldURLSyntaxKeepsItInItsOwnPathSegments() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        200,
        #"{"photos":{"page":1,"pages":1,"perpage":1,"total":1,"photo":[{"id":"7?x=1","owner":"a/b#c","secret":"s#t","server":"9/..","farm":1,"title":"T"}]},"stat":"ok"}"#
      )
    }
    defer { server.stop() }
    let results = try #require(await result(of: try flickr(server).search("x"))).get()
    let photo = try #require(results.photos.first)
    #expect(
      photo.url.absoluteString == "https://live.staticflickr.com/9%2F../7%3Fx=1_s%23t_m.jpg")
    #expect(photo.url.query == nil && photo.url.fragment == nil)
    #expect(photo.url.pathComponents == ["/", "9/..", "7?x=1_s#t_m.jpg"])
    #expect(photo.pageURL.absoluteString == "https://www.flickr.com/photos/a%2Fb%23c/7%3Fx=1/")
    #expect(photo.pageURL.pathComponents == ["/", "photos", "a/b#c", "7?x=1"])
  }

  @Test func countsComeFromGetFavoritesAndGetInfo() async throws {
    let server = try LoopbackHTTPServer { request in
      request.queryValue("method") == "flickr.photos.getFavorites"
        ? .json(
          200,
          #"{"photo":{"person":[],"id":"1","secret":"s","server":"1","farm":1,"page":1,"pages":3,"perpage":10,"total":27},"stat":"ok"}"#
        )
        : .json(200, #"{"photo":{"id":"1","comments":{"_content":"4"}},"stat":"ok"}"#)
    }
    defer { server.stop() }
    let metadata = try #require(await result(of: try flickr(server).metadata(ofPhoto: "1"))).get()
    #expect(metadata == FlickrPhotoMetadata(favorites: 27, comments: 4))
    #expect(Set(server.requests.compactMap { $0.queryValue("photo_id") }) == ["1"])
  }

  @Test func jsonpWrappedBodyIsAccepted() async throws {
    let server = try LoopbackHTTPServer { _ in
      .text(
        200,
        #"jsonFlickrApi({"photos":{"page":1,"pages":0,"perpage":100,"total":0,"photo":[]},"stat":"ok"})"#
      )
    }
    defer { server.stop() }
    let results = try #require(await result(of: try flickr(server).search("nothing"))).get()
    #expect(results.totalResults == 0 && results.photos.isEmpty)
  }

  @Test func statFailWithHTTP200IsAnAPIError() async throws {
    let failure = try await searchFailure(
      .json(
        200, #"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#))
    #expect(failure == .apiError(code: 100, message: "Invalid API Key (Key has invalid format)"))
  }

  @Test(arguments: [401, 403])
  func rejectedCredentialIsUnauthorized(status: Int) async throws {
    let failure = try await searchFailure(.status(status))
    guard case .unauthorized(let variable, _)? = failure else {
      Issue.record("expected unauthorized, got \(String(describing: failure))")
      return
    }
    #expect(variable == "FLICKR_API_KEY")
  }

  @Test func tooManyRequestsIsRateLimitedUntilTheReset() async throws {
    let reset = Int(Date().timeIntervalSince1970) + 3_600
    let failure = try await searchFailure(
      .json(429, "{}", headers: ["x-rate-limit-reset": "\(reset)"]))
    #expect(failure == .rateLimited(resetAt: Date(timeIntervalSince1970: Double(reset))))
  }

  @Test func retryAfterGivesAResetDate() async throws {
    let sent = Date()
    let failure = try await searchFailure(.json(429, "{}", headers: ["Retry-After": "120"]))
    let received = Date()
    guard case .rateLimited(let resetAt?)? = failure else {
      Issue.record("expected rateLimited with a date, got \(String(describing: failure))")
      return
    }
    // 120 s after the answer arrived, whenever the test got to look at it.
    let window = sent.addingTimeInterval(120)...received.addingTimeInterval(120)
    #expect(window.contains(resetAt), "\(resetAt) is not 120 s after the answer (\(window))")
  }

  @Test(arguments: [500, 503])
  func serverFailureIsServerError(status: Int) async throws {
    #expect(try await searchFailure(.status(status)) == .serverError(status: status))
  }

  @Test func wrongFieldTypeNamesThePath() async throws {
    let body = """
      {"photos":{"page":1,"pages":1,"perpage":100,"total":2,"photo":[{"id":"1","owner":"o","secret":"s","server":"1","title":"a"},{"id":2,"owner":"o","secret":"s","server":"1","title":"b"}]},"stat":"ok"}
      """
    #expect(
      try await searchFailure(.json(200, body))
        == .invalidResponse("photos.photo[1].id: expected a string"))
  }

  @Test func bodyThatIsNotJSONIsInvalid() async throws {
    #expect(
      try await searchFailure(.text(200, "<html>oops</html>"))
        == .invalidResponse("the body is not valid JSON"))
  }

  @Test func closedConnectionWithoutResponseIsInvalidResponse() async throws {
    guard case .invalidResponse? = try await searchFailure(.closeWithoutResponse) else {
      Issue.record("expected invalidResponse")
      return
    }
  }

  @Test func slowServerTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody).delay(30) }
    defer { server.stop() }
    let failure = await result(of: try flickr(server, options: ["timeout=1s"]).search("bird"))?
      .failure
    #expect(failure == .timedOut)
  }

  @Test func refusedConnectionIsConnectionRefused() async throws {
    let port = try LoopbackHTTPServer.unusedPort()
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k"])
    try registry.use(
      service: "flickr", backend: "live", options: ["base-url=http://127.0.0.1:\(port)/rest/"])
    let failure = await result(of: registry.service(.flickr).search("bird"))?.failure
    #expect(failure == .connectionRefused("127.0.0.1:\(port)"))
  }

  @Test func missingKeyIsRefusedAtUseAndTheFixtureStays() throws {
    let registry = makeRegistry(variables: [:])
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "live", options: [])
    }
    #expect(try registry.backends(of: "flickr").first { $0.isActive }?.name == "fixture")
  }

  @Test func apiKeyOptionOverridesTheEnvironment() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody) }
    defer { server.stop() }
    _ = await result(of: try flickr(server, options: ["api-key=option-key"]).search("bird"))
    #expect(server.requests.first?.queryValue("api_key") == "option-key")
  }

  @Test func disposingAStartedRequestCancelsIt() async throws {
    // The server never answers in time and the client's timeout is far away, so only
    // the disposal can end the request, however slow the machine.
    let server = try LoopbackHTTPServer { _ in .json(200, Self.searchBody).delay(600) }
    defer { server.stop() }
    let probe = ProducerProbe<FlickrSearchResults>()
    let disposable = probe.start(try flickr(server, options: ["timeout=600s"]).search("bird"))
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
