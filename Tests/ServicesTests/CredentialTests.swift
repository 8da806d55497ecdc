import Foundation
import Model
import ReactiveCore
import Testing

/// The credential pattern: an option, else an environment variable, remembered with its
/// source and never printed.
@Suite("Credentials")
struct CredentialTests {
  let apiKey = CredentialOption(
    option: "api-key", variable: "FLICKR_API_KEY", noun: "key", placement: .queryItem("api_key"))

  func configuration(_ values: [String: BackendOptionValue], variables: [String: String])
    -> BackendConfiguration
  {
    BackendConfiguration(
      service: "flickr", backend: "live",
      environment: BackendEnvironment(scheduler: TestScheduler(), variables: variables),
      values: values)
  }

  @Test func theOptionWinsOverTheEnvironmentAndSaysSo() throws {
    let both = configuration(
      ["api-key": .secret("from-option")], variables: ["FLICKR_API_KEY": "from-environment"])
    let credential = try #require(try apiKey.credential(in: both))
    #expect(credential.source == .option("api-key"))
    #expect(apiKey.sourceSummary(in: both) == "key from the api-key= option")
  }

  @Test func theEnvironmentIsReadWhenNoOptionIsGiven() throws {
    let environment = configuration([:], variables: ["FLICKR_API_KEY": "from-environment"])
    #expect(
      try #require(try apiKey.credential(in: environment)).source == .environment("FLICKR_API_KEY"))
    #expect(apiKey.sourceSummary(in: environment) == "key from FLICKR_API_KEY")
  }

  @Test func neitherMeansNoCredentialAndSaysHowToGiveOne() throws {
    let neither = configuration([:], variables: ["FLICKR_API_KEY": ""])
    #expect(try apiKey.credential(in: neither) == nil)
    #expect(apiKey.sourceSummary(in: neither) == "no key: set FLICKR_API_KEY or api-key=")
  }

  @Test func printingACredentialNeverShowsTheSecret() {
    let credential = Credential(
      secret: "hunter2-secret", source: .environment("FLICKR_API_KEY"), placement: .bearerToken)
    var dumped = ""
    dump(credential, to: &dumped)
    for text in [
      String(describing: credential), String(reflecting: credential), "\(credential)", dumped,
    ] {
      #expect(!text.contains("hunter2"), "\(text)")
    }
    #expect(String(describing: credential) == "•••• (from FLICKR_API_KEY)")
  }

  @Test func theActiveBackendSummarySaysTruthfullyWhereTheKeyCameFrom() throws {
    let registry = makeRegistry(variables: ["FLICKR_API_KEY": "k", "TWITTER_BEARER_TOKEN": "t"])
    try registry.use(service: "flickr", backend: "live", options: [])
    #expect(try registry.activeDescription(of: "flickr").hasSuffix("(key from FLICKR_API_KEY)"))
    try registry.use(service: "flickr", backend: "live", options: ["api-key=typed-secret"])
    let typed = try registry.activeDescription(of: "flickr")
    #expect(typed.hasSuffix("(key from the api-key= option)") && !typed.contains("typed-secret"))
    try registry.use(service: "twitter", backend: "live", options: ["bearer-token=AAAA"])
    #expect(
      try registry.activeDescription(of: "twitter").hasSuffix(
        "(token from the bearer-token= option)"))

  }

  @Test func listingsNameTheVariableAndTheOption() throws {
    let live = try #require(try makeRegistry().backends(of: "flickr").first { $0.name == "live" })
    #expect(
      live.summary
        == "the Flickr REST API over HTTP (key from FLICKR_API_KEY or the credentials file)")
    #expect(live.options.map(\.name).prefix(3) == ["api-key", "base-url", "timeout"])
    #expect(live.options.first?.kind == .secret)
  }
}
