import Foundation
import Model
import ReactiveCore
import Testing

@Suite("BackendRegistry")
struct RegistryTests {
  @Test func listsServicesAndDefaultBackends() throws {
    let registry = makeRegistry()
    #expect(registry.serviceNames == ["flickr", "login", "twitter"])
    let flickr = try registry.backends(of: "flickr")
    #expect(flickr.map(\.name) == ["fixture", "live"])
    #expect(flickr.map(\.isActive) == [true, false])
    #expect(try registry.backends(of: "login").first { $0.isActive }?.name == "dummy")
    #expect(try registry.backends(of: "twitter").first { $0.isActive }?.name == "fixture")
  }

  @Test func everyBackendAcceptsTheFaultOptions() throws {
    let registry = makeRegistry()
    for service in registry.serviceNames {
      for backend in try registry.backends(of: service) {
        let names = Set(backend.options.map(\.name))
        #expect(
          names.isSuperset(of: ["latency", "fail-rate", "seed", "fail"]),
          "\(service) \(backend.name)")
      }
    }
  }

  @Test func switchingChangesTheActiveBackendAndItsDescription() throws {
    let registry = makeRegistry()
    try registry.use(
      service: "flickr", backend: "live", options: ["api-key=k", "timeout=5s", "latency=200ms"])
    #expect(try registry.backends(of: "flickr").first { $0.isActive }?.name == "live")
    #expect(
      try registry.activeDescription(of: "flickr").hasPrefix(
        "live api-key=•••• timeout=5s latency=200ms"))
    try registry.use(service: "flickr", backend: "fixture", options: [])
    #expect(try registry.activeDescription(of: "flickr").hasPrefix("fixture: offline"))
  }

  @Test func descriptionsRedactSecrets() throws {
    let registry = makeRegistry()
    try registry.use(service: "flickr", backend: "live", options: ["api-key=supersecretkey123"])
    try registry.use(service: "twitter", backend: "live", options: ["bearer-token=AAAAsecrettoken"])
    let flickr = try registry.activeDescription(of: "flickr")
    let twitter = try registry.activeDescription(of: "twitter")
    #expect(!flickr.contains("supersecret") && flickr.contains("api-key=••••"))
    #expect(!twitter.contains("secrettoken") && twitter.contains("bearer-token=••••"))
  }

  @Test func unknownServiceSuggestsTheNearestName() {
    let registry = makeRegistry()
    #expect(
      throws: BackendRegistryError.unknownService(
        "flikr", suggestion: "flickr", available: ["flickr", "login", "twitter"])
    ) {
      try registry.use(service: "flikr", backend: "fixture", options: [])
    }
    let error = #expect(throws: BackendRegistryError.self) { try registry.backends(of: "twiter") }
    #expect(error?.description.contains("did you mean 'twitter'?") == true)
  }

  @Test func unknownBackendSuggestsTheNearestName() {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "fixtures", options: [])
    }
    #expect(
      error?.description
        == "flickr has no backend 'fixtures'; did you mean 'fixture'? (backends: fixture, live)")
  }

  @Test func unknownOptionSuggestsTheNearestName() {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "twitter", backend: "fixture", options: ["latncy=2s"])
    }
    guard case .unknownOption(_, _, "latncy", let suggestion, _)? = error else {
      Issue.record("expected unknownOption, got \(String(describing: error))")
      return
    }
    #expect(suggestion == "latency")
    #expect(error?.description.contains("did you mean 'latency'?") == true)
  }

  @Test func malformedDurationSaysWhatFormIsExpected() {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "fixture", options: ["latency=2 seconds"])
    }
    #expect(
      error?.description
        == "latency=: expected a duration from 0 to 365d, like 2s, 1.5s, 200ms or 0, got '2 seconds'"
    )
  }

  @Test(arguments: ["1e19s", "1e308s", "inf", "nan", "-1s", "0x10s", "366d", "0.5ms"])
  func durationsOutsideTheGrammarOrRangeAreClearErrors(value: String) {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "fixture", options: ["latency=\(value)"])
    }
    #expect(
      error?.description
        == "latency=: expected a duration from 0 to 365d, like 2s, 1.5s, 200ms or 0, got '\(value)'"
    )
  }

  @Test func theLongestLatencyIsEchoedExactly() throws {
    let registry = makeRegistry()
    try registry.use(service: "flickr", backend: "fixture", options: ["latency=365d"])
    #expect(try registry.activeDescription(of: "flickr").hasPrefix("fixture latency=365d:"))
    try registry.use(service: "flickr", backend: "fixture", options: ["latency=1.0005m"])
    #expect(try registry.activeDescription(of: "flickr").hasPrefix("fixture latency=60.03s:"))
  }

  @Test(arguments: ["1.5", "-0.1", "often"])
  func failRateOutsideZeroToOneIsRefused(value: String) {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "login", backend: "dummy", options: ["fail-rate=\(value)"])
    }
    #expect(error?.description.contains("expected a number from 0 to 1") == true)
  }

  @Test func wordWithoutEqualsIsRefused() {
    let registry = makeRegistry()
    #expect(throws: BackendRegistryError.malformedOption("latency")) {
      try registry.use(service: "login", backend: "dummy", options: ["latency"])
    }
  }

  @Test func liveLoginWithoutURLIsAClearError() {
    let registry = makeRegistry()
    let error = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "login", backend: "live", options: [])
    }
    #expect(error?.description.contains("login live needs url=") == true)
  }

  @Test func failedSwitchLeavesTheActiveBackendAsItWas() throws {
    let registry = makeRegistry()
    try registry.use(service: "flickr", backend: "fixture", options: ["latency=1s"])
    let before = try registry.activeDescription(of: "flickr")
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "live", options: ["timeout=soon"])
    }
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "nope", options: [])
    }
    #expect(try registry.activeDescription(of: "flickr") == before)
    #expect(try registry.backends(of: "flickr").first { $0.isActive }?.name == "fixture")
    #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "login", backend: "live", options: [])
    }
    #expect(try registry.backends(of: "login").first { $0.isActive }?.name == "dummy")
  }

  @Test func aLiveBackendWithoutItsCredentialIsRefusedAtUseAndNothingChanges() throws {
    let registry = makeRegistry(variables: ["HOME": "/nonexistent-home"])
    try registry.use(service: "flickr", backend: "fixture", options: ["latency=1s"])
    let flickr = #expect(throws: BackendRegistryError.self) {
      try registry.use(service: "flickr", backend: "live", options: ["timeout=2s"])
    }
    #expect(
      flickr?.description
        == "flickr live needs a key: set FLICKR_API_KEY, give api-key=, or add a line FLICKR_API_KEY=… to /nonexistent-home/.config/mvvm/credentials"
    )
    #expect(try registry.activeDescription(of: "flickr").hasPrefix("fixture latency=1s:"))
    let twitter = #expect(throws: BackendRegistryError.self) {
      try makeRegistry(variables: [:]).use(service: "twitter", backend: "live", options: [])
    }
    #expect(
      twitter?.description
        == "twitter live needs a token: set TWITTER_BEARER_TOKEN or give bearer-token=")
  }

  @Test func nameSuggestionFindsCloseNamesOnly() {
    #expect(NameSuggestion.nearest(to: "flikr", in: ["flickr", "login", "twitter"]) == "flickr")
    #expect(NameSuggestion.nearest(to: "LOGIN", in: ["flickr", "login"]) == "login")
    #expect(
      NameSuggestion.nearest(to: "fail-r", in: ["latency", "fail-rate", "fail"]) == "fail-rate")
    #expect(NameSuggestion.nearest(to: "zzzzzz", in: ["flickr", "login"]) == nil)
  }
}
