import Foundation
import Model
import TwitterModel

/// The Twitter backends: `fixture` (offline, the default), `live` (the v2 API) and
/// `mastodon` (a Mastodon server's public API, no key needed).
public enum TwitterBackends {
  /// Registers every Twitter backend with `registrar`, `fixture` as the default.
  public static func register(with registrar: some BackendRegistrar) {
    registrar.register(fixture, for: .twitter, isDefault: true)
    registrar.register(live, for: .twitter)
    registrar.register(mastodon, for: .twitter)
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

  /// A Mastodon server's public REST API through the shared HTTP client; a token only
  /// for servers that require login.
  static let mastodon = BackendDefinition<any TwitterService>(
    name: "mastodon",
    summary:
      "a Mastodon server's public API over HTTP: search reads the hashtag timeline of the search text's letters and digits (no #); Tweetboat pages the account's own posts (Mastodon has no public replies query)",
    http: HTTPBackendSettings(
      endpoint: .overridable(
        variable: "MASTODON_BASE_URL", fallback: MastodonService.defaultBaseURL,
        describing: "server"),
      credential: CredentialOption(
        option: "access-token", variable: "MASTODON_ACCESS_TOKEN", noun: "token",
        placement: .bearerToken, isRequired: false))
  ) { connection, _ in
    MastodonService(connection: connection)
  }
}
