import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// Responses have a size limit (`max-response=`, 4 MB by default) beyond which the
/// request fails clearly, without buffering the rest.
@Suite("Response size limit")
struct ResponseSizeTests {
  /// A valid search body padded to more than `bytes` with leading spaces.
  static func paddedSearchBody(over bytes: Int) -> String {
    String(repeating: " ", count: bytes) + FlickrLiveTests.searchBody
  }

  @Test func aBodyOverTheDefaultLimitFails() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(200, Self.paddedSearchBody(over: 4 << 20))
    }
    defer { server.stop() }
    let failure = await result(of: try FlickrLiveTests().flickr(server).search("bird"))?.failure
    #expect(failure == .responseTooLarge(limit: .megabytes(4)))
    #expect(failure?.description == "the response is larger than 4 MB (the max-response= limit)")
  }

  @Test func maxResponseRaisesTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(200, Self.paddedSearchBody(over: 4 << 20))
    }
    defer { server.stop() }
    let results = await result(
      of: try FlickrLiveTests().flickr(server, options: ["max-response=8MB"]).search("bird"))
    #expect(results?.success?.totalResults == 320_662)
  }

  @Test func aBodyThatNeverEndsFailsAtTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in .stream(.endless()) }
    defer { server.stop() }
    let twitter = try TwitterLiveTests().twitter(server, options: ["max-response=512KB"])
    let failure = await result(of: twitter.user(named: "janecoder"))?.failure
    #expect(failure == .responseTooLarge(limit: try #require(ByteSize(parsing: "512KB"))))
    #expect(failure?.description == "the response is larger than 512 KB (the max-response= limit)")
    #expect(
      await server.waitForClientDisconnects(count: 1),
      "gave up after 60 s waiting for the client to hang up; \(server)")
  }

  @Test func anAnnouncedLengthOverTheLimitFailsBeforeTheBody() async throws {
    let server = try LoopbackHTTPServer { _ in
      .raw("HTTP/1.1 200 OK\r\nContent-Length: 104857600\r\nConnection: close\r\n\r\n{")
    }
    defer { server.stop() }
    let registry = makeRegistry()
    try registry.use(
      service: "login", backend: "live",
      options: ["url=\(server.url("/login"))", "max-response=1MB"])
    let failure = await result(of: registry.service(.login).login(firstName: "A", lastName: "L"))?
      .failure
    #expect(failure == .responseTooLarge(limit: .megabytes(1)))
  }

  @Test(arguments: ["max-response=0", "max-response=2GB", "max-response=lots", "max-response=-1"])
  func sizesOutsideTheRangeAreClearErrors(option: String) {
    let error = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: ["FLICKR_API_KEY": "k"])
        .use(service: "flickr", backend: "live", options: [option])
    }
    #expect(
      error?.description.hasPrefix(
        "max-response=: expected a size from 1B to 1GB, like 4MB, 512KB or 1000000 (bytes)")
        == true)
  }

  @Test func sizesReadAndWriteTheSameWay() throws {
    for text in ["4MB", "512KB", "1GB", "1500B", "1"] {
      let size = try #require(ByteSize(parsing: text))
      #expect(ByteSize(parsing: size.written) == size)
    }
    #expect(ByteSize(parsing: "4mb")?.bytes == 4 << 20)
    #expect(ByteSize(parsing: "1000")?.description == "1000 bytes")
    #expect(ByteSize(parsing: "99999999999GB") == nil)
  }

  @Test func everyLiveBackendListsTheLimit() throws {
    let registry = makeRegistry()
    for service in ["flickr", "twitter", "login"] {
      let live = try #require(try registry.backends(of: service).first { $0.name == "live" })
      #expect(live.options.contains { $0.name == "max-response" && $0.kind == .size })
    }
  }
}
