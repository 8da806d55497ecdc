import Foundation
import Model
import ReactiveCore
import Testing

/// A server answering garbage, bad gzip, a truncated body or huge headers gets a
/// message saying what was wrong, never "the network is unreachable".
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
}
