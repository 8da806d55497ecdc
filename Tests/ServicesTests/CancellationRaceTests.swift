import FlickrModel
import Foundation
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// Ending a request (its deadline, its disposal, a refused redirect) races nothing: many
/// requests ended at every moment of their life all end once, and the process survives.
@Suite("Ending requests at any moment")
struct CancellationRaceTests {
  @Test func refusedRedirectsDisposedAtEveryMomentAllEnd() async throws {
    let elsewhere = try LoopbackHTTPServer { _ in .json(200, TwitterLiveTests.searchBody) }
    defer { elsewhere.stop() }
    let configured = try LoopbackHTTPServer { request in
      .redirect(to: elsewhere.url(request.target).absoluteString, status: 302)
    }
    defer { configured.stop() }
    let twitter = try TwitterLiveTests().twitter(configured)
    var recorders: [ProducerProbe<TwitterUser>] = []
    for attempt in 0..<60 {
      let recorder = ProducerProbe<TwitterUser>()
      let run = recorder.start(twitter.user(named: "ada"))
      if attempt % 3 != 0 {
        // From at once to a few milliseconds in: before the connection, while the
        // redirect is being decided, after the refusal.
        try await Task.sleep(for: .microseconds(attempt * 97 % 4_000))
        run.dispose()
      }
      recorders.append(recorder)
    }
    for (attempt, recorder) in recorders.enumerated() where attempt % 3 == 0 {
      #expect(await recorder.waitForTermination())
      #expect(recorder.error?.description.hasPrefix("refused a redirect from") == true)
    }
  }

  @Test func oneMillisecondDeadlinesAllTimeOut() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, FlickrLiveTests.searchBody).delay(20) }
    defer { server.stop() }
    let flickr = try FlickrLiveTests().flickr(server, options: ["timeout=1ms"])
    let recorders = (0..<40).map { _ in ProducerProbe<FlickrSearchResults>() }
    for recorder in recorders { recorder.start(flickr.search("bird")) }
    for recorder in recorders {
      #expect(await recorder.waitForTermination())
      #expect(recorder.error?.description == "the request timed out")
    }
  }

  @Test func aFloodOfTwoRequestsIsCancelledAtOnce() async throws {
    // The server trickles forever and the client's timeout is a day away, so only the
    // cancel can end the requests: a whole-suite run under ThreadSanitizer on two cores
    // once held this test's task more than 120 s (the timeout it had) between the
    // requests' start and the cancel, and both had timed out.
    let server = try LoopbackHTTPServer { _ in HostileHTTPResponses.trickle(every: 0.02) }
    defer { server.stop() }
    let registry = makeRegistry(variables: ["TWITTER_BEARER_TOKEN": "t"])
    try registry.use(
      service: "twitter", backend: "live",
      options: ["base-url=\(server.baseURL)", "timeout=1d", "max-response=1GB"])
    let twitter = registry.service(.twitter)
    let user = ProducerProbe<TwitterUser>()
    let page = ProducerProbe<TweetPage>()
    user.start(twitter.user(named: "ada"))
    page.start(twitter.replies(to: "ada", cursor: nil, pageSize: 10))
    #expect(await server.waitForRequests(count: 2))
    #expect(registry.environment.requests.cancelAll() == 2)
    #expect(await user.waitForTermination())
    #expect(await page.waitForTermination())
    #expect(
      user.error == .cancelled, "the user lookup ended with \(String(describing: user.error))")
    #expect(page.error == .cancelled, "the replies ended with \(String(describing: page.error))")
    #expect(await server.waitForClientDisconnects(count: 2))
  }
}
