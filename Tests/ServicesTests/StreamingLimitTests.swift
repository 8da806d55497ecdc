import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The size limit holds while the body streams in, whatever the server sends: a body
/// without end, a huge body with no length, a gzip bomb (the decoded bytes count), a
/// flood of headers. Each fails saying what was too large, long before the deadline.
@Suite("Limits while streaming")
struct StreamingLimitTests {
  /// The failure of a Flickr search against a server answering `response`; the deadline
  /// is far away, so a request that is not stopped by a limit fails the test.
  func searchFailure(_ response: StubResponse, options: [String] = []) async throws
    -> ServiceError?
  {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    return await result(of: try FlickrLiveTests().flickr(server, options: options).search("bird"))?
      .failure
  }

  static let tooLarge = "the response is larger than 4 MB (the max-response= limit)"

  @Test func aBodyWithoutEndFailsAtTheDefaultLimit() async throws {
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.flood }
    defer { server.stop() }
    let failure = await result(of: try FlickrLiveTests().flickr(server).search("bird"))?.failure
    #expect(failure?.description == Self.tooLarge)
    #expect(await server.waitForClientDisconnects(count: 1))
  }

  @Test func aHugeBodyWithNoLengthFailsAtTheLimit() async throws {
    let failure = try await searchFailure(HostileHTTPResponses.hugeBody(bytes: 100 << 20))
    #expect(failure?.description == Self.tooLarge)
  }

  @Test func aGzipBombFailsAtTheLimitOfDecodedBytes() async throws {
    let failure = try await searchFailure(HostileHTTPResponses.gzipBomb(decodedBytes: 256 << 20))
    #expect(failure?.description == Self.tooLarge)
  }

  @Test func aGzipBombWithoutEndFailsAtTheLimit() async throws {
    let failure = try await searchFailure(HostileHTTPResponses.endlessGzipBomb)
    #expect(failure?.description == Self.tooLarge)
  }

  @Test func aGzipBodyUnderTheLimitIsDecoded() async throws {
    let size = 1 << 20
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.gzipBomb(decodedBytes: size) }
    defer { server.stop() }
    let client = HTTPClient(timeout: .seconds(120), maxResponseSize: .megabytes(2))
    let response = try #require(
      await result(of: client.send(URLRequest(url: server.url("/"))))?.success)
    #expect(response.body.count >= size)
    #expect(response.body.count < size + GzipBomb.decodedBytesPerBlock)
    #expect(response.body.allSatisfy { $0 == UInt8(ascii: " ") })
  }

  @Test func twoHundredThousandHeadersAreTooLarge() async throws {
    // The client stops at its 1,000th header line, in milliseconds; a client that reads
    // on to libcurl's own 300 KB limit takes seconds (URLSession took 12 to 30 s) and
    // then fails with the deadline, not the headers.
    let failure = try await searchFailure(
      HostileHTTPResponses.headerFlood(count: 200_000), options: ["timeout=5s"])
    #expect(failure?.description == "the response could not be read: its headers are too large")
  }
}
