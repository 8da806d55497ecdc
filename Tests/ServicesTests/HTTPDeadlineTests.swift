import FlickrModel
import Foundation
import LoginModel
import LoopbackTestSupport
import ReactiveCore
import Testing

@testable import Model

/// Every live request has a total deadline, enforced by the shared client to the
/// millisecond, however slowly the server drips its answer.
@Suite("Request deadlines")
struct HTTPDeadlineTests {
  /// `producer`'s failure as a plain service error (a disabled action never happens here).
  func unwrapped<Value>(_ producer: SignalProducer<Value, ActionError<ServiceError>>)
    -> SignalProducer<Value, ServiceError>
  {
    producer.mapError { error in
      if case .producerFailed(let failure) = error { return failure }
      return .injectedFault("the action was disabled")
    }
  }

  @Test func aServerDrippingBytesFailsAtTheDeadlineAndTheActionEnds() async throws {
    let server = try LoopbackHTTPServer { _ in .stream(.drip(every: 0.5)) }
    defer { server.stop() }
    let flickr = try FlickrLiveTests().flickr(server, options: ["timeout=1500ms"])
    let search = Action<String, FlickrSearchResults, ServiceError> { flickr.search($0) }
    let run = ProducerProbe<FlickrSearchResults>()
    run.start(unwrapped(search.apply("bird")))
    #expect(search.isExecuting.value)
    #expect(await run.waitForTermination(), "gave up after 60 s waiting for the search to end")
    #expect(run.error == .timedOut)
    #expect(run.error?.description == "the request timed out")
    let idle = ProducerProbe<Bool>()
    idle.start(
      search.isExecuting.producer.filter { !$0 }.take(first: 1).promoteError(ServiceError.self))
    #expect(await idle.waitForTermination(), "gave up after 60 s waiting for the action to idle")
    #expect(idle.values == [false])
    #expect(
      await server.waitForClientDisconnects(count: 1),
      "gave up after 60 s waiting for the client to hang up; \(server)")
  }

  @Test func aSubSecondTimeoutIsHonoured() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody).delay(20) }
    defer { server.stop() }
    let failure = await result(
      of: try FlickrLiveTests().flickr(server, options: ["timeout=300ms"]).search("bird"))?.failure
    #expect(failure == .timedOut)
  }

  @Test(arguments: 1...10)
  func aOneMillisecondTimeoutEndsCleanly(attempt: Int) async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody).delay(20) }
    defer { server.stop() }
    let failure = await result(
      of: try FlickrLiveTests().flickr(server, options: ["timeout=1ms"]).search("bird"))?.failure
    #expect(failure == .timedOut)
  }

  @Test func twitterAndLoginShareTheDeadline() async throws {
    let server = try LoopbackHTTPServer { _ in .stream(.drip(every: 0.5)) }
    defer { server.stop() }
    let twitter = try TwitterLiveTests().twitter(server, options: ["timeout=1s"])
    #expect(await result(of: twitter.user(named: "janecoder"))?.failure == .timedOut)
    let registry = makeRegistry()
    try registry.use(
      service: "login", backend: "live", options: ["url=\(server.url("/login"))", "timeout=1s"])
    let login = registry.service(.login).login(firstName: "Ada", lastName: "Lovelace")
    #expect(await result(of: login)?.failure == .timedOut)
  }

  @Test func aZeroTimeoutIsStillRefusedAtUse() {
    let error = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: ["FLICKR_API_KEY": "k"])
        .use(service: "flickr", backend: "live", options: ["timeout=0"])
    }
    #expect(
      error?.description == "timeout=: expected a duration more than 0, like 500ms or 15s, got '0'")
  }
}
