import Foundation
import Model

/// The Flickr backends: `fixture` (offline, the default) and `live` (the REST API).
public enum FlickrBackends {
  /// Registers every Flickr backend into `registry`, `fixture` as the default.
  public static func register(into registry: BackendRegistry) {
    registry.register(fixture, for: .flickr, isDefault: true)
    registry.register(live, for: .flickr)
  }

  /// Offline search over the bundled catalog; search 2 s, counts 0.5 s.
  static let fixture = BackendDefinition<any FlickrSearchService>(
    name: "fixture",
    summary:
      "offline catalog of photos in Flickr's wire format (by default search 2s, counts 500ms)"
  ) { configuration in
    FlickrFixtureService(
      catalog: FlickrFixtureCatalog.bundled, simulation: configuration.simulation)
  }

  /// The real REST API through URLSession.
  static let live = BackendDefinition<any FlickrSearchService>(
    name: "live",
    summary: "the Flickr REST API over HTTP (key from FLICKR_API_KEY)",
    options: [
      BackendOption(
        name: "api-key", summary: "the API key (instead of FLICKR_API_KEY)", kind: .secret),
      BackendOption(
        name: "base-url", summary: "REST endpoint (instead of FLICKR_BASE_URL or api.flickr.com)",
        kind: .url),
      BackendOption(name: "timeout", summary: "request timeout (default 15s)", kind: .duration),
    ]
  ) { configuration in
    let optionKey = configuration.text("api-key")
    return FlickrLiveService(
      client: HTTPClient(timeout: configuration.duration("timeout") ?? .seconds(15)),
      baseURL: configuration.baseURL(
        option: "base-url", variable: "FLICKR_BASE_URL", fallback: FlickrLiveService.defaultBaseURL),
      apiKey: optionKey ?? configuration.environment.variable(FlickrLiveService.keyVariable),
      keySource: optionKey == nil ? FlickrLiveService.keyVariable : "the api-key option")
  }
}
