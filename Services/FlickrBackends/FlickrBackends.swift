import FlickrModel
import Foundation
import Model

/// The Flickr backends: `fixture` (offline, the default) and `live` (the REST API).
public enum FlickrBackends {
  /// Registers every Flickr backend with `registrar`, `fixture` as the default.
  public static func register(with registrar: some BackendRegistrar) {
    registrar.register(fixture, for: .flickr, isDefault: true)
    registrar.register(live, for: .flickr)
  }

  /// Offline search over the bundled catalog, or a generated one with `size=N`.
  static let fixture = FlickrFixtureBackend.definition

  /// The real REST API through the shared HTTP client.
  static let live = BackendDefinition<any FlickrSearchService>(
    name: "live", summary: "the Flickr REST API over HTTP",
    http: HTTPBackendSettings(
      endpoint: .overridable(
        variable: "FLICKR_BASE_URL", fallback: FlickrLiveService.defaultBaseURL,
        describing: "REST endpoint"),
      credential: CredentialOption(
        option: "api-key", variable: "FLICKR_API_KEY", noun: "key",
        placement: .queryItem("api_key")))
  ) { connection, _ in
    FlickrLiveService(connection: connection)
  }
}
