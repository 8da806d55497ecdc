import Foundation
import MVVMPluginKit

/// The plugin's one C-named entry point: the kit handshake, then `TestPlugin.register`.
@_cdecl("mvvm_plugin_entry")
public func mvvmPluginEntry(
  _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
  _ registrar: UnsafeMutableRawPointer
) -> Int32 {
  PluginEntry.handshake(host, identity, capacity, registrar) { try TestPlugin.register(with: $0) }
}

/// A tiny plugin for the tests: a new service (`greeter`) with its backend and fault
/// adapter, a backend for the built-in `login` service, an app with a View whose
/// view-model gets its service through `ViewModelServices` as the built-in apps do, and
/// a tour.
enum TestPlugin {
  /// Registers everything. With `MVVM_TEST_PLUGIN_TRAP=1` in the environment it traps
  /// instead, as a broken plugin would, so the tests can see the crash marker at work.
  static func register(with registrar: PluginRegistrar) throws {
    if ProcessInfo.processInfo.environment["MVVM_TEST_PLUGIN_TRAP"] == "1" {
      fatalError("TestPlugin was asked to trap while loading")
    }
    registrar.name = "TestPlugin"
    registrar.version = "1.0.0"
    registrar.register(CannedGreeter.definition, for: .greeter, isDefault: true)
    registrar.register(InstantUserAPI.definition, for: .login)
    registrar.register(
      app: AppDefinition(
        name: "greeter", summary: "says hello through the greeter service",
        make: GreeterViewModel.init(services:)),
      view: { viewModel in
        (viewModel as? GreeterViewModel).map { GreeterView(viewModel: $0) }
      })
    registrar.register(tour: "greeter") { Data(GreeterTour.script.utf8) }
  }
}
