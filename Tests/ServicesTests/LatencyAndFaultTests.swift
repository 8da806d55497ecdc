import FlickrModel
import Foundation
import LoginBackends
import LoginModel
import Model
import ReactiveCore
import Testing
import TwitterModel

/// Simulated latencies and injected faults, in virtual time.
@Suite("Latency and faults")
struct LatencyAndFaultTests {
  let scheduler = TestScheduler()

  @Test func flickrSearchArrivesAtTwoSecondsAndNotBefore() {
    let flickr = makeRegistry(scheduler: scheduler).service(.flickr)
    let probe = ProducerProbe<FlickrSearchResults>()
    probe.start(flickr.search("sunset"))
    scheduler.advance(by: 1.999)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values.count == 1)
    #expect(probe.isTerminated)
  }

  @Test func flickrMetadataArrivesAtHalfASecond() throws {
    let flickr = makeRegistry(scheduler: scheduler).service(.flickr)
    let id = try #require(
      virtualResult(of: flickr.search("sunset"), on: scheduler)?.success?.photos.first?.identifier)
    let probe = ProducerProbe<FlickrPhotoMetadata>()
    probe.start(flickr.metadata(ofPhoto: id))
    scheduler.advance(by: 0.499)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values.count == 1)
  }

  @Test func twitterAnswersAfterThreeHundredMilliseconds() {
    let twitter = makeRegistry(scheduler: scheduler).service(.twitter)
    let probe = ProducerProbe<TweetPage>()
    probe.start(twitter.searchRecent("swift", cursor: nil, pageSize: 20))
    scheduler.advance(by: 0.299)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values.first?.tweets.count == 20)
  }

  @Test func latencyOptionOverridesTheDefault() throws {
    let registry = makeRegistry(scheduler: scheduler)
    try registry.use(service: "flickr", backend: "fixture", options: ["latency=200ms"])
    let probe = ProducerProbe<FlickrSearchResults>()
    probe.start(registry.service(.flickr).search("kitten"))
    scheduler.advance(by: 0.199)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values.count == 1)
  }

  @Test func theLongestLatencyOnTheRealClockSchedulesWithoutTrapping() throws {
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: QueueScheduler(), variables: [:]))
    LoginBackends.register(with: registry)
    try registry.use(service: "login", backend: "dummy", options: ["latency=365d"])
    let probe = ProducerProbe<User>()
    probe.start(registry.service(.login).login(firstName: "a", lastName: "b")).dispose()
    #expect(probe.values.isEmpty && probe.error == nil)
  }

  @Test func disposingAFixtureRequestMeansNoValueEverArrives() {
    let flickr = makeRegistry(scheduler: scheduler).service(.flickr)
    let probe = ProducerProbe<FlickrSearchResults>()
    let disposable = probe.start(flickr.search("sunset"))
    scheduler.advance(by: 1)
    disposable.dispose()
    scheduler.advance(by: 60)
    #expect(probe.values.isEmpty && probe.error == nil)
  }

  @Test func failOptionFailsEveryRequestAfterTheLatency() throws {
    let registry = makeRegistry(scheduler: scheduler)
    try registry.use(service: "login", backend: "dummy", options: ["fail=server on fire"])
    let probe = ProducerProbe<User>()
    probe.start(registry.service(.login).login(firstName: "a", lastName: "b"))
    scheduler.advance(by: 1.4)
    #expect(probe.error == nil)
    scheduler.advance(by: 0.1)
    #expect(probe.error == .injectedFault("server on fire"))
  }

  @Test func failRateIsDeterministicForASeed() throws {
    func outcomes(seed: Int) throws -> [Bool] {
      let registry = makeRegistry(scheduler: scheduler)
      try registry.use(
        service: "twitter", backend: "fixture",
        options: ["fail-rate=0.5", "seed=\(seed)", "latency=0"])
      let twitter = registry.service(.twitter)
      return (0..<40).map { _ in
        virtualResult(of: twitter.user(named: "mvvm_daily"), on: scheduler)?.failure == nil
      }
    }
    let first = try outcomes(seed: 7)
    #expect(try outcomes(seed: 7) == first)
    #expect(first.contains(true) && first.contains(false))
    #expect(try outcomes(seed: 8) != first)
  }

  @Test func failRateZeroAndOneAreNeverAndAlways() throws {
    let registry = makeRegistry(scheduler: scheduler)
    try registry.use(service: "twitter", backend: "fixture", options: ["fail-rate=1"])
    let failure = virtualResult(
      of: registry.service(.twitter).user(named: "mvvm_daily"), on: scheduler)?.failure
    guard case .injectedFault? = failure else {
      Issue.record("expected injectedFault, got \(String(describing: failure))")
      return
    }
    try registry.use(service: "twitter", backend: "fixture", options: ["fail-rate=0"])
    #expect(
      virtualResult(of: registry.service(.twitter).user(named: "mvvm_daily"), on: scheduler)?
        .failure == nil)
  }

  @Test func faultsApplyToLiveBackendsToo() async throws {
    let registry = makeRegistry(scheduler: scheduler, variables: ["FLICKR_API_KEY": "k"])
    try registry.use(
      service: "flickr", backend: "live",
      options: ["fail=offline drill", "base-url=http://127.0.0.1:9/"])
    let failure = virtualResult(of: registry.service(.flickr).search("x"), on: scheduler)?.failure
    #expect(failure == .injectedFault("offline drill"))
  }
}
