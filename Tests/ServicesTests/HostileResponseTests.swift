import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// A server answering garbage, bad gzip, a truncated body, huge headers or absurd
/// rate-limit headers gets a message saying what was wrong, never "the network is
/// unreachable" and never an absurd date.
@Suite("Hostile responses")
struct HostileResponseTests {
  func searchFailure(_ response: StubResponse) async throws -> ServiceError? {
    let server = try LoopbackHTTPServer { _ in response }
    defer { server.stop() }
    return await result(of: try FlickrLiveTests().flickr(server).search("bird"))?.failure
  }

  @Test func garbageIsNotHTTP() async throws {
    let failure = try await searchFailure(.raw("garbage, not a status line\r\n\r\n{}"))
    #expect(failure == .invalidResponse("the answer is not HTTP (it has no status line)"))
  }

  @Test func badGzipSaysTheBodyIsNotWhatItsEncodingSays() async throws {
    let failure = try await searchFailure(
      .raw(
        "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 10\r\nConnection: close\r\n\r\n0123456789"
      ))
    #expect(failure == .invalidResponse("the body is not valid gzip as its Content-Encoding says"))
  }

  @Test func aTruncatedBodySaysHowMuchArrived() async throws {
    let failure = try await searchFailure(
      .raw("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n{\"stat\""))
    #expect(failure == .invalidResponse("the body was truncated (7 of 1000 bytes arrived)"))
    #expect(
      failure?.description
        == "the response could not be read: the body was truncated (7 of 1000 bytes arrived)")
  }

  @Test(arguments: [1, 400])
  func hugeHeadersAreTooLarge(lines: Int) async throws {
    let header = "X-Padding: " + String(repeating: "a", count: 400_000 / lines) + "\r\n"
    let failure = try await searchFailure(
      .raw(
        "HTTP/1.1 200 OK\r\n" + String(repeating: header, count: lines)
          + "Content-Length: 2\r\nConnection: close\r\n\r\n{}"))
    #expect(failure == .invalidResponse("its headers are too large"))
  }

  @Test(arguments: [
    ["x-rate-limit-reset": "nan"], ["x-rate-limit-reset": "inf"],
    ["x-rate-limit-reset": "184230000000000"], ["x-rate-limit-reset": "-5"],
    ["x-rate-limit-reset": "0x10"], ["Retry-After": "nan"], ["Retry-After": "1e400"],
    ["Retry-After": "inf"], ["Retry-After": "999999999999"],
    ["Retry-After": "Wed, 21 Oct 5838270 07:28:00 GMT"],
  ])
  func absurdRateLimitHeadersGiveRateLimitedWithoutADate(headers: [String: String]) async throws {
    let failure = try await searchFailure(.json(429, "{}", headers: headers))
    #expect(failure == .rateLimited(resetAt: nil))
    #expect(failure?.description == "rate limited; try again later")
  }

  @Test func saneRateLimitHeadersStillGiveTheDate() async throws {
    let reset = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 7_200).rounded(.down))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let failure = try await searchFailure(
      .json(429, "{}", headers: ["Retry-After": formatter.string(from: reset)]))
    #expect(failure == .rateLimited(resetAt: reset))
  }

  @Test func aStatusWithoutWordsIsSaidOnce() async throws {
    let failure = try await searchFailure(.status(404))
    #expect(failure == .unexpectedStatus(404))
    #expect(failure?.description == "the server answered HTTP 404 (not found)")
    let twitter = try LoopbackHTTPServer { _ in .status(418) }
    defer { twitter.stop() }
    let teapot = await result(
      of: try TwitterLiveTests().twitter(twitter).searchRecent("x", cursor: nil, pageSize: 10))
    #expect(teapot?.failure == .unexpectedStatus(418))
  }
}
