import Foundation
import Model

/// The Twitter backends: `fixture` (offline, the default) and `live` (the v2 API).
public enum TwitterBackends {
  /// Registers every Twitter backend into `registry`, `fixture` as the default.
  public static func register(into registry: BackendRegistry) {
    registry.register(fixture, for: .twitter, isDefault: true)
    registry.register(live, for: .twitter)
  }

  /// Offline search over the bundled tweets; every request takes 0.3 s.
  static let fixture = BackendDefinition<any TwitterService>(
    name: "fixture",
    summary: "offline tweets in the v2 wire format, dated as if just posted (by default 300ms)"
  ) { configuration in
    TwitterFixtureService(
      catalog: TwitterFixtureCatalog.bundled, simulation: configuration.simulation)
  }

  /// The real v2 API through URLSession.
  static let live = BackendDefinition<any TwitterService>(
    name: "live",
    summary: "the Twitter v2 API over HTTP (token from TWITTER_BEARER_TOKEN)",
    options: [
      BackendOption(
        name: "bearer-token", summary: "the app bearer token (instead of TWITTER_BEARER_TOKEN)",
        kind: .secret),
      BackendOption(
        name: "base-url", summary: "API root (instead of TWITTER_BASE_URL or api.twitter.com)",
        kind: .url),
      BackendOption(name: "timeout", summary: "request timeout (default 15s)", kind: .duration),
    ]
  ) { configuration in
    let optionToken = configuration.text("bearer-token")
    return TwitterLiveService(
      client: HTTPClient(timeout: configuration.duration("timeout") ?? .seconds(15)),
      baseURL: configuration.baseURL(
        option: "base-url", variable: "TWITTER_BASE_URL",
        fallback: TwitterLiveService.defaultBaseURL),
      bearerToken: optionToken
        ?? configuration.environment.variable(TwitterLiveService.tokenVariable),
      tokenSource: optionToken == nil
        ? TwitterLiveService.tokenVariable : "the bearer-token option")
  }
}
