import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing

/// A failed request says what happened, in words a person can act on: a refused
/// connection is not an unreachable network, TLS is named, and a rate limit's reset
/// is a time that makes sense.
@Suite("What a failed request says")
struct FailureMessageTests {
  @Test func aRefusedConnectionSaysRefused() async throws {
    let port = try LoopbackHTTPServer.unusedPort()
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k"])
    try registry.use(
      service: "flickr", backend: "live",
      options: patient(["base-url=http://127.0.0.1:\(port)/rest/"]))
    let failure = await result(of: registry.service(.flickr).search("bird"))?.failure
    #expect(
      failure?.description
        == "the connection to 127.0.0.1:\(port) was refused: nothing is listening there")
  }

  @Test func anUnreachableNetworkSaysUnreachable() async throws {
    // Linux refuses a TCP connection to a multicast address with ENETUNREACH at once,
    // without sending a packet: the one unreachable network every machine has.
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k"])
    try registry.use(
      service: "flickr", backend: "live", options: patient(["base-url=http://224.0.0.1:9/rest/"]))
    let failure = await result(of: registry.service(.flickr).search("bird"))?.failure
    #expect(
      failure?.description
        == "the network is unreachable (no route to the network of 224.0.0.1:9)")
  }

  @Test func tlsWithAServerThatDoesNotSpeakItNamesTLS() async throws {
    let server = try ImmediateReplyServer(
      reply: "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    defer { server.stop() }
    let registry = makeRegistry(variables: ["TWITTER_BEARER_TOKEN": "t"])
    try registry.use(
      service: "twitter", backend: "live",
      options: patient(["base-url=https://127.0.0.1:\(server.port)/"]))
    let failure = await result(of: registry.service(.twitter).user(named: "ada"))?.failure
    let description = failure?.description ?? ""
    #expect(
      description.hasPrefix("the secure connection (TLS) to 127.0.0.1:\(server.port) failed: "),
      "\(description)")
  }

  @Test func aRateLimitResetGivenInSecondsIsThatLongFromNow() async throws {
    let asked = Date()
    let failure = try await FlickrLiveTests().searchFailure(
      .json(429, "{}", headers: ["X-Rate-Limit-Reset": "3000"]))
    let answered = Date()
    guard case .rateLimited(let reset?)? = failure else {
      Issue.record("expected a reset time, got \(String(describing: failure))")
      return
    }
    // 50 minutes from when the answer was read, which lies between asking and now.
    #expect(reset >= asked.addingTimeInterval(3000) && reset <= answered.addingTimeInterval(3000))
    let description = failure?.description ?? ""
    let until = "rate limited until \(ISO8601DateFormatter().string(from: reset)) (in "
    #expect(description.hasPrefix(until), "\(description)")
  }

  @Test func aRateLimitResetInThePastIsNotShown() async throws {
    let failure = try await FlickrLiveTests().searchFailure(
      .json(429, "{}", headers: ["X-Rate-Limit-Reset": "1709649967"]))
    #expect(failure?.description == "rate limited; try again later")
  }
}
