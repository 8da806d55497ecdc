import MVVMPluginKit

/// Takes what the plugins register, in order (the built-in ones first, then the libraries
/// loaded), checking every name against those taken before: a plugin is taken whole or
/// not at all, and when one of its names clashes the first owner keeps it. What was taken
/// accumulates in `plugins`.
final class PluginCatalog {
  /// Who owns a name: a built-in plugin or a loaded one.
  private enum Owner {
    case builtIn
    case plugin(String)

    func describe(_ thing: String) -> String {
      switch self {
      case .builtIn: "the built-in \(thing)"
      case .plugin(let name): "plugin \(name)'s \(thing)"
      }
    }

    /// Where what it registered comes from, as `tour status` says it.
    var origin: String {
      switch self {
      case .builtIn: "built in"
      case .plugin(let name): "from plugin \(name)"
      }
    }
  }

  /// What the plugins accepted so far contributed.
  private(set) var plugins = Plugins()
  private var appOwners: [String: Owner] = [:]
  private var backendOwners: [String: Owner] = [:]
  private var tourOwners: [String: Owner] = [:]
  private var serviceTypes: [String: (backend: PluginContribution.Backend, owner: Owner)] = [:]

  /// Takes everything `registrar` holds, or, when a name clashes, nothing; returns what
  /// was registered (`app todos`, `backend todo-store memory`, `tour todos`) or the
  /// clashes. A built-in registrar's names are the built-in ones.
  func accept(_ registrar: PluginRegistrar, isBuiltIn: Bool = false)
    -> Result<[String], PluginClashes>
  {
    let plugin = isBuiltIn ? "built-in \(registrar.name)" : "plugin \(registrar.name)"
    var clashes: [String] = []
    var newApps: Set<String> = []
    var newBackends: Set<String> = []
    var newTours: Set<String> = []
    var newServices: [String: ObjectIdentifier] = [:]
    func check(_ name: String, _ kind: String, owners: [String: Owner], new: inout Set<String>) {
      let mine = "\(plugin)'s \(kind) '\(name)'"
      if let owner = owners[name] {
        clashes.append("\(mine) clashes with \(owner.describe("\(kind) '\(name)'"))")
      } else if !new.insert(name).inserted {
        clashes.append("\(mine) is registered twice")
      }
    }
    for contribution in registrar.contributions {
      switch contribution {
      case .app(let app, _):
        check(app.name, "app", owners: appOwners, new: &newApps)
      case .tour(let name, _):
        check(name, "tour", owners: tourOwners, new: &newTours)
      case .sandboxCalls: break
      case .backend(let backend):
        check(
          "\(backend.service) \(backend.name)", "backend", owners: backendOwners, new: &newBackends
        )
        if let known = serviceTypes[backend.service],
          known.backend.serviceType != backend.serviceType
        {
          clashes.append(
            "\(plugin)'s service '\(backend.service)' (\(backend.serviceTypeName)) clashes "
              + "with \(known.owner.describe("service '\(backend.service)' (\(known.backend.serviceTypeName))"))"
          )
        } else if let type = newServices[backend.service], type != backend.serviceType {
          clashes.append("\(plugin) gives service '\(backend.service)' two different protocols")
        } else if serviceTypes[backend.service] == nil {
          newServices[backend.service] = backend.serviceType
        }
      }
    }
    guard clashes.isEmpty else { return .failure(PluginClashes(messages: clashes)) }
    return .success(commit(registrar, owner: isBuiltIn ? .builtIn : .plugin(registrar.name)))
  }

  private func commit(_ registrar: PluginRegistrar, owner: Owner) -> [String] {
    var registered: [String] = []
    for contribution in registrar.contributions {
      switch contribution {
      case .app(let app, let view):
        plugins.add(app, view: view)
        appOwners[app.name] = owner
        registered.append("app \(app.name)")
      case .tour(let name, let script):
        plugins.add(tour: name, origin: owner.origin, script: script)
        tourOwners[name] = owner
        registered.append("tour \(name)")
      case .sandboxCalls(let service, let calls):
        plugins.add(sandboxCalls: calls, of: service)
      case .backend(let backend):
        plugins.add(backend)
        backendOwners["\(backend.service) \(backend.name)"] = owner
        if serviceTypes[backend.service] == nil {
          serviceTypes[backend.service] = (backend, owner)
        }
        registered.append("backend \(backend.service) \(backend.name)")
      }
    }
    return registered
  }
}
