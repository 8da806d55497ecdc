import Model
import ViewModelKit
import Widgets

/// What a plugin registers into: backends for built-in or new services, and apps with an
/// optional text View. Nothing takes effect while the plugin registers; when its entry
/// point returns, the host checks every name against the built-in ones and those of the
/// plugins before it and takes all of it, or none of it when a name clashes.
public final class PluginRegistrar: @unchecked Sendable {
  /// The plugin's name in `plugins` (the library's name unless the plugin sets one).
  public var name: String
  /// The plugin's version in `plugins`.
  public var version = "unversioned"

  /// What the plugin registered, in order, for the host to check and take.
  package private(set) var contributions: [PluginContribution] = []
  /// The error the plugin's registration threw, if any.
  package private(set) var failure: (any Error)?
  private let registry: BackendRegistry

  /// A registrar for the plugin in the library called `name`, whose services come from
  /// `registry` once accepted.
  package init(name: String, registry: BackendRegistry) {
    self.name = name
    self.registry = registry
  }

  /// Registers `backend` for the service `key`: a built-in service (`.flickr`, `.twitter`,
  /// `.login`) or one the plugin declares with its own `ServiceKey` and fault adapter.
  /// The fault options work on it without more code. `isDefault` makes it the active
  /// backend of a service the plugin introduces; an existing service keeps its own.
  public func register<Service>(
    _ backend: BackendDefinition<Service>, for key: ServiceKey<Service>, isDefault: Bool = false
  ) {
    contributions.append(
      .backend(
        PluginContribution.Backend(
          service: key.name, name: backend.name, serviceType: ObjectIdentifier(Service.self),
          serviceTypeName: String(describing: Service.self),
          commit: { registry, isNewService in
            registry.register(backend, for: key, isDefault: isDefault && isNewService)
          })))
  }

  /// Registers an app that `open NAME` starts. `view` draws the app's view-models for the
  /// `view` command: return a screen made of widgets for the types it knows, nil for others
  /// (they get the generic screen).
  public func register(
    app: AppDefinition, view: (@Sendable (any ViewModel) -> (any TextWidget)?)? = nil
  ) {
    contributions.append(.app(app, view: view))
  }

  /// A closure returning the active backend of the service `key` each time it is called,
  /// for a view-model factory: `use` then takes effect on the view-model's next request.
  public func resolving<Service>(_ key: ServiceKey<Service>) -> @Sendable () -> Service {
    let registry = registry
    return { registry.service(key) }
  }

  /// Records the error the plugin's registration threw; the host then takes nothing.
  public func recordFailure(_ error: any Error) {
    failure = error
  }
}
