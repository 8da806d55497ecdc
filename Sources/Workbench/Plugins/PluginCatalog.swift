import MVVMPluginKit

/// The names taken so far, built in or by the plugins accepted before, and what the
/// accepted plugins contributed. A plugin is taken whole or not at all: when one of its
/// names clashes, the first owner stays and nothing of the plugin is registered.
final class PluginCatalog {
  /// Who owns a name: the built-in modules or a plugin.
  private enum Owner {
    case builtIn
    case plugin(String)

    func describe(_ thing: String) -> String {
      switch self {
      case .builtIn: "the built-in \(thing)"
      case .plugin(let name): "plugin \(name)'s \(thing)"
      }
    }
  }

  /// The registry the accepted backends go into.
  let registry: BackendRegistry
  /// The built-in apps, then the accepted plugins' apps.
  private(set) var apps: [AppDefinition]
  /// The Views of the accepted plugins, in the order they were accepted.
  private(set) var views: [@Sendable (any ViewModel) -> (any TextWidget)?] = []
  private var appOwners: [String: Owner] = [:]
  private var backendOwners: [String: Owner] = [:]
  private var serviceTypes: [String: (type: ObjectIdentifier, name: String, owner: Owner)] = [:]

  /// A catalog of what `registry` and `apps` hold before any plugin loads.
  init(registry: BackendRegistry, apps: [AppDefinition]) {
    self.registry = registry
    self.apps = apps
    for app in apps { appOwners[app.name] = .builtIn }
    for service in registry.serviceNames {
      for backend in (try? registry.backends(of: service)) ?? [] {
        backendOwners["\(service) \(backend.name)"] = .builtIn
      }
    }
    func builtIn<Service>(_ key: ServiceKey<Service>) {
      serviceTypes[key.name] = (ObjectIdentifier(Service.self), "\(Service.self)", .builtIn)
    }
    builtIn(.flickr)
    builtIn(.twitter)
    builtIn(.login)
  }

  /// Takes everything `registrar` holds, or, when a name clashes, nothing; returns what
  /// was registered (`app todos`, `backend todo-store memory`) or the clashes.
  func accept(_ registrar: PluginRegistrar) -> Result<[String], PluginClashes> {
    let plugin = registrar.name
    var clashes: [String] = []
    var newApps: Set<String> = []
    var newBackends: Set<String> = []
    var newServices: [String: ObjectIdentifier] = [:]
    for contribution in registrar.contributions {
      switch contribution {
      case .app(let app, _):
        let mine = "plugin \(plugin)'s app '\(app.name)'"
        if let owner = appOwners[app.name] {
          clashes.append("\(mine) clashes with \(owner.describe("app '\(app.name)'"))")
        } else if !newApps.insert(app.name).inserted {
          clashes.append("\(mine) is registered twice")
        }
      case .backend(let backend):
        let key = "\(backend.service) \(backend.name)"
        let mine = "plugin \(plugin)'s backend '\(key)'"
        if let owner = backendOwners[key] {
          clashes.append("\(mine) clashes with \(owner.describe("backend '\(key)'"))")
        } else if !newBackends.insert(key).inserted {
          clashes.append("\(mine) is registered twice")
        }
        if let known = serviceTypes[backend.service], known.type != backend.serviceType {
          clashes.append(
            "plugin \(plugin)'s service '\(backend.service)' (\(backend.serviceTypeName)) clashes "
              + "with \(known.owner.describe("service '\(backend.service)' (\(known.name))"))")
        } else if let type = newServices[backend.service], type != backend.serviceType {
          clashes.append(
            "plugin \(plugin) gives service '\(backend.service)' two different protocols")
        } else if serviceTypes[backend.service] == nil {
          newServices[backend.service] = backend.serviceType
        }
      }
    }
    guard clashes.isEmpty else { return .failure(PluginClashes(messages: clashes)) }
    return .success(commit(registrar))
  }

  private func commit(_ registrar: PluginRegistrar) -> [String] {
    let owner = Owner.plugin(registrar.name)
    var registered: [String] = []
    for contribution in registrar.contributions {
      switch contribution {
      case .app(let app, let view):
        apps.append(app)
        appOwners[app.name] = owner
        if let view { views.append(view) }
        registered.append("app \(app.name)")
      case .backend(let backend):
        let isNewService = !registry.serviceNames.contains(backend.service)
        backend.commit(registry, isNewService)
        backendOwners["\(backend.service) \(backend.name)"] = owner
        if serviceTypes[backend.service] == nil {
          serviceTypes[backend.service] = (backend.serviceType, backend.serviceTypeName, owner)
        }
        registered.append("backend \(backend.service) \(backend.name)")
      }
    }
    return registered
  }
}
