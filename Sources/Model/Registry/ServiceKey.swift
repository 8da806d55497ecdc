/// Names a service, the protocol its backends implement and the service's fault adapter,
/// so that `registry.service(.flickr)` is typed `any FlickrSearchService` and every
/// backend registered for it honours the fault options.
///
/// A module that adds a service (a plugin, say) declares its key once, with an adapter
/// that wraps an instance so that each of its calls goes through
/// `FaultInjection.inject(into:)`; the registry applies it to every backend it creates.
public struct ServiceKey<Service>: Sendable, Hashable {
  /// The service's name in listings and in `use SERVICE BACKEND`.
  public let name: String
  /// Wraps a backend's instance so that every request honours the given fault
  /// injection (`latency=`, `fail=`, `fail-rate=`, `seed=`).
  public let injectingFaults: @Sendable (_ service: Service, _ faults: FaultInjection) -> Service

  /// A key for a service named `name` whose backends are `Service`s, with its fault
  /// adapter.
  public init(
    name: String,
    injectingFaults: @escaping @Sendable (_ service: Service, _ faults: FaultInjection) -> Service
  ) {
    self.name = name
    self.injectingFaults = injectingFaults
  }

  /// Keys are equal when they name the same service.
  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the service's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

extension ServiceKey where Service == any FlickrSearchService {
  /// Flickr photo search and photo counts.
  public static var flickr: ServiceKey {
    ServiceKey(name: "flickr") { FaultInjectingFlickrSearchService(base: $0, faults: $1) }
  }
}

extension ServiceKey where Service == any TwitterService {
  /// Twitter recent search and user lookup.
  public static var twitter: ServiceKey {
    ServiceKey(name: "twitter") { FaultInjectingTwitterService(base: $0, faults: $1) }
  }
}

extension ServiceKey where Service == any UserAPI {
  /// The login API.
  public static var login: ServiceKey {
    ServiceKey(name: "login") { FaultInjectingUserAPI(base: $0, faults: $1) }
  }
}
