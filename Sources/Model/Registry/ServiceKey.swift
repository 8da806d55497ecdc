/// Names a service, the protocol its backends implement and the service's fault adapter,
/// so that `services.service(.photos)` is typed by the key (`any PhotoSearchService`, say)
/// and every backend registered for it honours the fault options.
///
/// The module that declares a service (built in or a plugin) declares its key once, beside
/// the protocol, with an adapter that wraps an instance so that each of its calls goes
/// through `FaultInjection.inject(into:)`; the registry applies it to every backend it
/// creates. Nothing else in the workbench names a service: it is found by its key.
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
