import Foundation
import LoginModel
import LoopbackTestSupport
import Model
import ReactiveCore
import Testing
import TwitterModel

/// Fault injection as the registry applies it: through each service's adapter, to
/// backends that contain no fault code at all, in virtual time.
@Suite("Fault adapter")
struct FaultAdapterTests {
  let scheduler = TestScheduler()

  /// A login backend with no fault code: it answers at once.
  struct InstantUserAPI: UserAPI {
    func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
      SignalProducer(value: User(firstName: firstName, lastName: lastName, authToken: "t"))
    }
  }

  static let instant = BackendDefinition<any UserAPI>(
    name: "instant", summary: "answers at once"
  ) { _ in InstantUserAPI() }

  func registryWithInstantLogin() -> BackendRegistry {
    let registry = makeRegistry(scheduler: scheduler)
    registry.register(Self.instant, for: .login)
    return registry
  }

  @Test func aBackendWithoutFaultCodeHonoursLatency() throws {
    let registry = registryWithInstantLogin()
    try registry.use(service: "login", backend: "instant", options: ["latency=2s"])
    let probe = ProducerProbe<User>()
    probe.start(registry.service(.login).login(firstName: "Ada", lastName: "Lovelace"))
    scheduler.advance(by: 1.999)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values.map(\.firstName) == ["Ada"])
    #expect(probe.isTerminated && probe.error == nil)
  }

  @Test func aBackendWithoutFaultCodeHonoursFail() throws {
    let registry = registryWithInstantLogin()
    try registry.use(service: "login", backend: "instant", options: ["fail=boom", "latency=500ms"])
    let probe = ProducerProbe<User>()
    probe.start(registry.service(.login).login(firstName: "Ada", lastName: "Lovelace"))
    scheduler.advance(by: 0.499)
    #expect(!probe.isTerminated)
    scheduler.advance(by: 0.001)
    #expect(probe.error == .injectedFault("boom"))
    #expect(probe.values.isEmpty)
  }

  @Test func aBackendWithoutFaultCodeHonoursFailRate() throws {
    let registry = registryWithInstantLogin()
    try registry.use(service: "login", backend: "instant", options: ["fail-rate=1"])
    let failure = virtualResult(
      of: registry.service(.login).login(firstName: "a", lastName: "b"), on: scheduler)?.failure
    guard case .injectedFault? = failure else {
      Issue.record("expected injectedFault, got \(String(describing: failure))")
      return
    }
  }

  @Test func withoutFaultOptionsTheBackendAnswersUnchanged() throws {
    let registry = registryWithInstantLogin()
    try registry.use(service: "login", backend: "instant", options: [])
    let probe = ProducerProbe<User>()
    probe.start(registry.service(.login).login(firstName: "Ada", lastName: "Lovelace"))
    #expect(probe.values.count == 1 && probe.isTerminated)
  }

  @Test func disposingDuringTheLatencyMeansTheBackendIsNeverAsked() throws {
    let registry = registryWithInstantLogin()
    try registry.use(service: "login", backend: "instant", options: ["latency=1s"])
    let probe = ProducerProbe<User>()
    let run = probe.start(registry.service(.login).login(firstName: "a", lastName: "b"))
    scheduler.advance(by: 0.5)
    run.dispose()
    scheduler.advance(by: 10)
    #expect(probe.values.isEmpty && probe.error == nil)
  }

  @Test func listingsShowTheFaultOptionsForEveryBackendRegistered() throws {
    let registry = registryWithInstantLogin()
    let instant = try #require(try registry.backends(of: "login").first { $0.name == "instant" })
    #expect(instant.options.map(\.name) == ["latency", "fail-rate", "seed", "fail"])
  }

  @Test func aServiceAddedLaterSuppliesItsOwnAdapter() throws {
    let registry = makeRegistry(scheduler: scheduler)
    registry.register(
      BackendDefinition(name: "plain", summary: "says hello at once") { _ in PlainGreeter() },
      for: .greeting)
    #expect(registry.serviceNames.contains("greeting"))
    #expect(
      try registry.backends(of: "greeting").first?.options.map(\.name)
        == ["latency", "fail-rate", "seed", "fail"])

    try registry.use(service: "greeting", backend: "plain", options: ["latency=1.5s"])
    let probe = ProducerProbe<String>()
    probe.start(registry.service(.greeting).greet("Ada"))
    scheduler.advance(by: 1.499)
    #expect(probe.values.isEmpty)
    scheduler.advance(by: 0.001)
    #expect(probe.values == ["hello, Ada"])

    try registry.use(service: "greeting", backend: "plain", options: ["fail=no greetings"])
    #expect(
      virtualResult(of: registry.service(.greeting).greet("Ada"), on: scheduler)?.failure
        == .injectedFault("no greetings"))
  }

  @Test func aRequestItsAdapterDoesNotNameIsNamedAfterTheServiceAndTheCall() throws {
    let registry = makeRegistry(scheduler: scheduler)
    registry.register(
      BackendDefinition(name: "plain", summary: "says hello at once") { _ in PlainGreeter() },
      for: .greeting)
    try registry.use(service: "greeting", backend: "plain", options: ["latency=1s"])
    let probe = ProducerProbe<String>()
    probe.start(registry.service(.greeting).greet("Ada"))
    #expect(registry.environment.requests.inFlightNames == ["greeting.greet(_:)"])
    scheduler.advance(by: 1)
    #expect(probe.values == ["hello, Ada"])
  }

  @Test func aFailedLiveRequestNeverReachesTheNetwork() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let registry = makeRegistry(scheduler: scheduler, variables: ["TWITTER_BEARER_TOKEN": "t"])
    try registry.use(
      service: "twitter", backend: "live",
      options: ["fail=drill", "base-url=\(server.url("/").absoluteString)"])
    let failure = virtualResult(
      of: registry.service(.twitter).user(named: "someone"), on: scheduler)?.failure
    #expect(failure == .injectedFault("drill"))
    #expect(server.acceptedConnectionCount == 0)
  }
}
