import Model
import Sandbox

/// The services the sandbox may call: the calls the plugins offered
/// (`PluginRegistrar.register(sandboxCalls:for:)`), each resolving the service's active
/// backend in the session's registry when it is made, as a view-model's request does.
final class SessionSandboxServices: SandboxServices {
  private let plugins: Plugins
  private let backends: BackendRegistry

  init(plugins: Plugins, backends: BackendRegistry) {
    self.plugins = plugins
    self.backends = backends
  }

  /// The services that offer calls and have a backend in this session.
  var serviceNames: [String] {
    var names: [String] = []
    for (service, _) in plugins.sandboxCalls
    where backends.serviceNames.contains(service) && !names.contains(service) {
      names.append(service)
    }
    return names
  }

  func calls(of service: String) -> [SandboxServiceCall] {
    guard backends.serviceNames.contains(service) else { return [] }
    return plugins.sandboxCalls.filter { $0.service == service }.flatMap { $0.calls(backends) }
  }
}
