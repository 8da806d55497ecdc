import Foundation
import Model
import Sandbox
import ViewModelKit
import Widgets

/// What a plugin registers into, built-in or loaded: backends for its own services or
/// others', apps with an optional text View, and tours. Nothing takes effect while the
/// plugin registers; when its registration returns, the host checks every name against
/// those of the plugins before it (the built-in ones first) and takes all of it, or none
/// of it when a name clashes.
public final class PluginRegistrar: BackendRegistrar, @unchecked Sendable {
  /// The plugin's name in `plugins` (the library's name unless the plugin sets one).
  public var name: String
  /// The plugin's version in `plugins`.
  public var version = "unversioned"

  /// What the plugin registered, in order, for the host to check and take.
  package private(set) var contributions: [PluginContribution] = []
  /// The error the plugin's registration threw, if any.
  package private(set) var failure: (any Error)?

  /// A registrar for the plugin called `name` (a library's name, or a built-in module's).
  package init(name: String) {
    self.name = name
  }

  /// Registers `backend` for the service `key`: one the plugin declares with its own
  /// `ServiceKey` and fault adapter, or another module's. The fault options work on it
  /// without more code. `isDefault` makes it the active backend of a service the plugin
  /// introduces; a service registered before keeps its own.
  public func register<Service>(
    _ backend: BackendDefinition<Service>, for key: ServiceKey<Service>, isDefault: Bool
  ) {
    contributions.append(
      .backend(
        PluginContribution.Backend(
          service: key.name, name: backend.name, serviceProtocol: Service.self,
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

  /// Registers a tour that `tour NAME` takes: `script` returns its text (UTF-8), a script
  /// with `say`, `step`, `type` and `pause` lines, read when the tour is listed or taken.
  public func register(tour name: String, script: @escaping @Sendable () -> Data) {
    contributions.append(.tour(name: name, script: script))
  }

  /// Offers calls of the service `key` to the sandbox's `flatMap` (`news.latest($0)`):
  /// `calls` makes them from `service`, which gives the service's active backend at the
  /// moment of each call, so a sandbox request goes through the same backend, fault
  /// injection and recording as the apps' own.
  public func register<Service>(
    sandboxCalls calls:
      @escaping @Sendable (_ service: @escaping () -> Service) -> [SandboxServiceCall],
    for key: ServiceKey<Service>
  ) {
    contributions.append(
      .sandboxCalls(service: key.name) { resolver in
        calls { resolver.service(key) }
      })
  }

  /// Reports the error the plugin's registration threw; the host then takes nothing.
  public func reportFailure(_ error: any Error) {
    failure = error
  }
}
