import Foundation
import MVVMPluginKit
import Model
import Sandbox

/// The plugins of a run of `mvvm`, built in and loaded: what they registered and the
/// catalog accepted, in the order they came, and the report of loading them. A session
/// is built from it: its backend registry is filled from the backends, `open` knows the
/// apps, `view` draws with the Views, `tour` takes the tours. It names no app and no
/// service: all of them come through here.
public struct Plugins {
  /// The apps, in the order they were registered.
  public private(set) var apps: [AppDefinition] = []
  /// The Views that draw the apps' view-models, first match wins.
  private(set) var views: [@Sendable (any ViewModel) -> (any TextWidget)?] = []
  /// The tours, in the order they were registered.
  public private(set) var tours = TourCatalog()
  /// The backends, to register into each session's registry in this order.
  private var backends: [PluginContribution.Backend] = []
  /// The services' calls the sandbox may make, by service, in registration order.
  private(set) var sandboxCalls:
    [(service: String, calls: @Sendable (any ServiceResolver) -> [SandboxServiceCall])] = []
  /// What loading did, for `plugins`.
  public var report = PluginReport()

  /// No plugins.
  public init() {}

  /// The built-in plugins `builtIns` alone, as a test or a benchmark runs them: the loader
  /// is given no place to look for libraries.
  public init(builtIns: [BuiltInPlugin]) {
    self = PluginLoader(environment: [:], explicitPaths: [], stateDirectory: nil)
      .load(builtIns: builtIns)
  }

  /// Registers every accepted backend into `registry`, as each plugin asked (a backend
  /// made its service's default only where it introduced the service).
  public func register(into registry: BackendRegistry) {
    for backend in backends {
      backend.commit(registry, !registry.serviceNames.contains(backend.service))
    }
  }

  mutating func add(_ app: AppDefinition, view: (@Sendable (any ViewModel) -> (any TextWidget)?)?) {
    apps.append(app)
    if let view { views.append(view) }
  }

  mutating func add(tour name: String, origin: String, script: @escaping @Sendable () -> Data) {
    tours.add(name, origin: origin, script: script)
  }

  mutating func add(
    sandboxCalls calls: @escaping @Sendable (any ServiceResolver) -> [SandboxServiceCall],
    of service: String
  ) {
    sandboxCalls.append((service, calls))
  }

  mutating func add(_ backend: PluginContribution.Backend) {
    backends.append(backend)
  }
}
