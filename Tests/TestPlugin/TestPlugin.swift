import Foundation
import MVVMPluginKit

/// The plugin's one C-named entry point: the kit handshake, then `TestPlugin.register`.
/// With `MVVM_TEST_PLUGIN_NO_HANDSHAKE=1` in the environment it answers "accepted" without
/// the handshake, as a careless plugin would, so the tests can see it refused.
@_cdecl("mvvm_plugin_entry")
public func mvvmPluginEntry(
  _ host: UnsafePointer<CChar>, _ identity: UnsafeMutablePointer<CChar>, _ capacity: Int32,
  _ registrar: UnsafeMutableRawPointer
) -> Int32 {
  if ProcessInfo.processInfo.environment["MVVM_TEST_PLUGIN_NO_HANDSHAKE"] == "1" {
    return PluginEntry.accepted
  }
  return PluginEntry.handshake(host, identity, capacity, registrar) {
    try TestPlugin.register(with: $0)
  }
}

/// A tiny plugin for the tests: a new service (`greeter`) with its backend and fault
/// adapter, a backend for the built-in `login` service, an app with a View whose
/// view-model gets its service through `ViewModelServices` as the built-in apps do, and
/// a tour.
enum TestPlugin {
  /// Registers everything. With `MVVM_TEST_PLUGIN_TRAP=1` in the environment it traps
  /// instead, as a broken plugin would, so the tests can see the crash marker at work;
  /// with `MVVM_TEST_PLUGIN_SLEEP=N` it first sleeps N seconds, as a slow or stuck one does.
  static func register(with registrar: PluginRegistrar) throws {
    if let seconds = ProcessInfo.processInfo.environment["MVVM_TEST_PLUGIN_SLEEP"].flatMap(
      UInt32.init)
    {
      sleep(seconds)
    }
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
