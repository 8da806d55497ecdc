import Foundation
import Model

/// The Twitter backends: `fixture` (offline, the default) and `live` (the v2 API).
public enum TwitterBackends {
  /// Registers every Twitter backend into `registry`, `fixture` as the default.
  public static func register(into registry: BackendRegistry) {
    registry.register(fixture, for: .twitter, isDefault: true)
    registry.register(live, for: .twitter)
  }

  /// Offline search over the bundled tweets, or generated ones with `size=N`.
  static let fixture = TwitterFixtureBackend.definition

  /// The real v2 API through the shared HTTP client.
  static let live = BackendDefinition<any TwitterService>(
    name: "live", summary: "the Twitter v2 API over HTTP",
    http: HTTPBackendSettings(
      endpoint: .overridable(
        variable: "TWITTER_BASE_URL", fallback: TwitterLiveService.defaultBaseURL,
        describing: "API root"),
      credential: CredentialOption(
        option: "bearer-token", variable: "TWITTER_BEARER_TOKEN", noun: "token",
        placement: .bearerToken))
  ) { connection, _ in
    TwitterLiveService(connection: connection)
  }
}
