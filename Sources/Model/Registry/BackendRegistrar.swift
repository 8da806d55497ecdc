/// Where a backend module registers its backends: the plugin registrar (the one door, for
/// the built-in modules and plugins alike) or, in a test, a registry directly.
public protocol BackendRegistrar {
  /// Registers `backend` for the service `key`; `isDefault` makes it the active backend
  /// of a service the registrant introduces.
  func register<Service>(
    _ backend: BackendDefinition<Service>, for key: ServiceKey<Service>, isDefault: Bool)
}

extension BackendRegistrar {
  /// Registers `backend` for the service `key`, not as its default.
  public func register<Service>(
    _ backend: BackendDefinition<Service>, for key: ServiceKey<Service>
  ) {
    register(backend, for: key, isDefault: false)
  }
}
