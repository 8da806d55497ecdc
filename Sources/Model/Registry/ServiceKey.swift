/// Names a service and the protocol its backends implement, so that
/// `registry.service(.flickr)` is typed `any FlickrSearchService`.
public struct ServiceKey<Service>: Sendable, Hashable {
  /// The service's name in listings and in `use SERVICE BACKEND`.
  public let name: String

  /// A key for a service named `name` whose backends are `Service`s.
  public init(name: String) {
    self.name = name
  }
}

extension ServiceKey where Service == any FlickrSearchService {
  /// Flickr photo search and photo counts.
  public static var flickr: ServiceKey { ServiceKey(name: "flickr") }
}

extension ServiceKey where Service == any TwitterService {
  /// Twitter recent search and user lookup.
  public static var twitter: ServiceKey { ServiceKey(name: "twitter") }
}

extension ServiceKey where Service == any UserAPI {
  /// The login API.
  public static var login: ServiceKey { ServiceKey(name: "login") }
}
