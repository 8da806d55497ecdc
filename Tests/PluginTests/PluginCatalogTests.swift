import Foundation
import LoginModel
import MVVMPluginKit
import Testing

@testable import Workbench

/// Taking a plugin's contributions: all of them, or none when a name is taken; the
/// built-in plugins go through the same door, first.
struct PluginCatalogTests {
  /// A login service with nothing behind it but a name.
  struct SilentUserAPI: UserAPI {
    func login(firstName: String, lastName: String) -> SignalProducer<User, ServiceError> {
      .empty
    }
  }

  /// A service of another protocol that a plugin tries to call `login`.
  protocol Other: Sendable {}
  struct OtherService: Other {}

  /// A catalog holding a built-in `login` service with its `dummy` backend, a `login`
  /// app and a `login` tour.
  func catalogWithBuiltIns() throws -> PluginCatalog {
    let catalog = PluginCatalog()
    let builtIn = PluginRegistrar(name: "LoginApp")
    builtIn.register(
      BackendDefinition<any UserAPI>(name: "dummy", summary: "built in") { _ in SilentUserAPI() },
      for: .login, isDefault: true)
    builtIn.register(app: AppDefinition(name: "login", summary: "built in") { _ in fatalError() })
    builtIn.register(tour: "login") { Data("step Log in\nsay in\n".utf8) }
    _ = try catalog.accept(builtIn, isBuiltIn: true).get()
    return catalog
  }

  /// A registry filled from what `catalog` took.
  func registry(of catalog: PluginCatalog) -> BackendRegistry {
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: TestScheduler(), variables: [:]))
    catalog.plugins.register(into: registry)
    return registry
  }

  @Test func aPluginWhoseNamesAreFreeIsTakenWhole() throws {
    let catalog = try catalogWithBuiltIns()
    let registrar = PluginRegistrar(name: "Fresh")
    registrar.register(
      BackendDefinition<any UserAPI>(name: "fresh", summary: "") { _ in SilentUserAPI() },
      for: .login, isDefault: true)
    registrar.register(app: AppDefinition(name: "fresh", summary: "") { _ in fatalError() })
    registrar.register(tour: "fresh") { Data("say hi\nstep One\nsay one\n".utf8) }

    let registered = try catalog.accept(registrar).get()
    #expect(registered == ["backend login fresh", "app fresh", "tour fresh"])
    let registry = registry(of: catalog)
    #expect(try registry.backends(of: "login").map(\.name) == ["dummy", "fresh"])
    #expect(
      try registry.backends(of: "login").first { $0.isActive }?.name == "dummy",
      "a plugin's default does not displace the default of a service it did not introduce")
    #expect(catalog.plugins.apps.map(\.name) == ["login", "fresh"])
    #expect(catalog.plugins.tours.names == ["login", "fresh"])
    #expect(try catalog.plugins.tours.tour(named: "fresh").origin == "from plugin Fresh")
    #expect(try catalog.plugins.tours.tour(named: "login").origin == "built in")
  }

  @Test func aClashWithABuiltInNameRefusesEverythingNamingBoth() throws {
    let catalog = try catalogWithBuiltIns()
    let registrar = PluginRegistrar(name: "Greedy")
    registrar.register(
      BackendDefinition<any UserAPI>(name: "dummy", summary: "") { _ in SilentUserAPI() },
      for: .login)
    registrar.register(
      BackendDefinition<any Other>(name: "other", summary: "") { _ in OtherService() },
      for: ServiceKey(name: "login") { service, _ in service })
    registrar.register(app: AppDefinition(name: "login", summary: "") { _ in fatalError() })
    registrar.register(app: AppDefinition(name: "extra", summary: "") { _ in fatalError() })
    registrar.register(tour: "login") { Data() }

    let result = catalog.accept(registrar)
    guard case .failure(let clashes) = result else {
      Issue.record("a plugin whose names are taken was accepted")
      return
    }
    #expect(
      clashes.messages == [
        "plugin Greedy's backend 'login dummy' clashes with the built-in backend 'login dummy'",
        "plugin Greedy's service 'login' (Other) clashes with the built-in service 'login' "
          + "(UserAPI)",
        "plugin Greedy's app 'login' clashes with the built-in app 'login'",
        "plugin Greedy's tour 'login' clashes with the built-in tour 'login'",
      ])
    #expect(try registry(of: catalog).backends(of: "login").map(\.name) == ["dummy"])
    #expect(catalog.plugins.apps.map(\.name) == ["login"])
  }

  @Test func theHandshakeRegistersOnlyWhenTheIdentitiesAgree() {
    let registrar = PluginRegistrar(name: "Probe")
    var identity = [CChar](repeating: 0, count: PluginEntry.identityCapacity)
    var registered = 0
    let pointer = Unmanaged.passUnretained(registrar).toOpaque()

    let refused = "kit 0\nother\nsources 0".withCString { host in
      PluginEntry.handshake(host, &identity, Int32(identity.count), pointer) { _ in
        registered += 1
      }
    }
    #expect(refused == PluginEntry.refused)
    #expect(registered == 0)
    #expect(
      String(decoding: identity.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
        == KitIdentity.builtText)

    let accepted = KitIdentity.builtText.withCString { host in
      PluginEntry.handshake(host, &identity, Int32(identity.count), pointer) { _ in
        registered += 1
        throw ServiceError.notFound("a file the plugin needs")
      }
    }
    #expect(accepted == PluginEntry.accepted)
    #expect(registered == 1)
    #expect(registrar.failure.map { "\($0)" }?.contains("a file the plugin needs") == true)
  }
}
